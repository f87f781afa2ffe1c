import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

mkdirSync('build', { recursive: true });
execFileSync(
  'npx',
  [
    'redocly',
    'bundle',
    'openapi/openapi.yaml',
    '--output',
    'build/openapi.bundled.json',
    '--ext',
    'json',
  ],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);

// The zod schemas check answers at run time, where descriptions serve nobody: each one is a
// `.describe()` call, a copy of the schema built when its area's schemas load on the page. They are
// generated from the same contract without the prose (a property named `description` stays: its
// value is a schema, not text). A response keeps its description, which OpenAPI requires and which
// no schema is built from.
const withoutProse = (node: unknown, isResponse = false): unknown => {
  if (Array.isArray(node)) return node.map((item) => withoutProse(item));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => isResponse || !(key === 'description' && typeof value === 'string'))
      .map(([key, value]) => [
        key,
        key === 'responses' && value !== null && typeof value === 'object' && !Array.isArray(value)
          ? Object.fromEntries(
              Object.entries(value).map(([code, response]) => [code, withoutProse(response, true)]),
            )
          : withoutProse(value),
      ]),
  );
};
const bundled: unknown = JSON.parse(readFileSync('build/openapi.bundled.json', 'utf8'));
writeFileSync('build/openapi.zod.json', JSON.stringify(withoutProse(bundled), null, 2));
