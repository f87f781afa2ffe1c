// npm start: build the console and serve it. Without API_TARGET the embedded mock answers every call;
// with API_TARGET=http://host:port there is no mock and /api, /zd-proxy and /ws go to the target.
import { execFileSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';

import { precompressFile } from './serve/precompress.ts';
import { createConsoleServer } from './serve/server.ts';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const target = process.env.API_TARGET ? new URL(process.env.API_TARGET) : undefined;
const skipBuild = process.argv.includes('--no-build');
const root = target ? 'dist' : 'dist-mock';

if (!skipBuild) {
  const args = target
    ? ['vite', 'build']
    : ['vite', 'build', '--mode', 'mock', '--outDir', 'dist-mock'];
  execFileSync('npx', args, { stdio: 'inherit' });
}
if (!target) {
  copyFileSync('mock-public/mockServiceWorker.js', `${root}/mockServiceWorker.js`);
  await precompressFile(`${root}/mockServiceWorker.js`);
}

createConsoleServer({ root, target }).listen(port, host, () => {
  const mode = target ? `proxy to ${target.origin}` : 'embedded mock';
  console.log(`vdaq-console (${mode}) at http://${host}:${port}/`);
});
