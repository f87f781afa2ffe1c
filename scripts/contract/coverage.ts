// Prints how many of the specification's section-7 calls the contract holds with the right method.
// The calls are read from openapi/spec-calls.txt; an argument names another call list.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { readSpecCalls, SPEC_CALLS_FILE } from './spec-calls.ts';
import type { SpecDocument } from './spec-types.ts';

const listPath = process.argv[2] ?? SPEC_CALLS_FILE;
const calls = readSpecCalls(listPath);
if (calls.length === 0) {
  console.log(`no calls listed in ${listPath}`);
  process.exit(1);
}
execFileSync('tsx', ['scripts/contract/bundle.ts'], { stdio: 'inherit' });
const doc = JSON.parse(readFileSync('build/openapi.bundled.json', 'utf8')) as SpecDocument;
const missing = calls.filter(({ method, path }) => {
  const item = doc.paths[path] as Record<string, unknown> | undefined;
  return !item?.[method.toLowerCase()];
});
for (const m of missing) console.log(`missing: ${m.method} ${m.path}`);
const held = calls.length - missing.length;
console.log(`section-7 calls in the contract: ${held} of ${calls.length}`);
process.exitCode = missing.length === 0 ? 0 : 1;
