// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { parseSpecCalls, readSpecCalls, SPEC_CALLS_FILE } from './spec-calls.ts';

const coverage = (listPath: string) => {
  const { status, stdout, stderr } = spawnSync(
    'node_modules/.bin/tsx',
    ['scripts/contract/coverage.ts', listPath],
    { encoding: 'utf8' },
  );
  return { code: status ?? 1, out: stdout + stderr };
};

const listFile = (text: string) => {
  const file = join(mkdtempSync(join(tmpdir(), 'spec-calls-')), 'calls.txt');
  writeFileSync(file, text);
  return file;
};

describe('the specification call list', () => {
  it('reads one METHOD /path a line and skips comments and blank lines', () => {
    const text = '# the calls\nGET /api/fleet/getFleets\n\n  POST /api/fleet/getCars  \n';
    expect(parseSpecCalls(text)).toEqual([
      { method: 'GET', path: '/api/fleet/getFleets' },
      { method: 'POST', path: '/api/fleet/getCars' },
    ]);
  });

  it('names the line of a malformed or repeated call', () => {
    expect(() => parseSpecCalls('GET /api/a\nFETCH /api/b\n')).toThrow(/line 2/);
    expect(() => parseSpecCalls('GET api/a\n')).toThrow(/line 1/);
    expect(() => parseSpecCalls('GET /api/a\n# again\nGET /api/a\n')).toThrow(/line 3.*twice/);
  });

  it('holds every call line of the committed list, under its header', () => {
    const text = readFileSync(SPEC_CALLS_FILE, 'utf8');
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    const header = lines.filter((line) => line.startsWith('#'));
    expect(header[0]).toMatch(/section 7 of the product specification/);
    expect(readSpecCalls(SPEC_CALLS_FILE)).toHaveLength(lines.length - header.length);
    expect(lines.length - header.length).toBeGreaterThan(0);
  });

  // A list with calls bundles the contract into build/, as the contract:verify test does at the
  // same time; the full run is the 'contract coverage' step of npm test.
  it('fails on an empty list', () => {
    const { code, out } = coverage(listFile('# nothing listed\n'));
    expect(out).toMatch(/no calls listed/);
    expect(code).not.toBe(0);
  }, 60_000);
});
