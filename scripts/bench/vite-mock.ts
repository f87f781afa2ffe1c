import { type ChildProcess, spawn } from 'node:child_process';

import { freePort } from '../free-port.ts';

const startVite = (port: number) =>
  new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(
      'npx',
      ['vite', '--mode', 'mock', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
      { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    );
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready in')) resolve(child);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`vite exited (${code}):\n${output}`)));
  });

/**
 * The console's Vite dev server in mock mode on a free port of 127.0.0.1, so a bench works from a
 * fresh clone; `stop` ends it and everything it started.
 */
export async function startMockDevServer(): Promise<{ base: string; stop: () => void }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  console.log(`starting the console (vite, mock mode) on ${base} …`);
  const vite = await startVite(port);
  return {
    base,
    stop: () => {
      if (vite.pid) process.kill(-vite.pid, 'SIGTERM');
    },
  };
}
