// npm run contract:verify -- --base-url URL [--token T]
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { ZodType } from 'zod';

import type { SpecDocument } from './spec-types.ts';
import { formatResult, summarize, verifyContract } from './verify-lib.ts';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    token: { type: 'string' },
    'no-bundle': { type: 'boolean', default: false },
  },
});
const baseUrl = values['base-url'];
if (!baseUrl) {
  console.error('usage: npm run contract:verify -- --base-url http://host:port [--token T]');
  process.exit(2);
}
if (!values['no-bundle'])
  execFileSync('npx', ['tsx', 'scripts/contract/bundle.ts'], { stdio: 'inherit' });
const doc = JSON.parse(readFileSync('build/openapi.bundled.json', 'utf8')) as SpecDocument;

const loadSchema = async (tag: string, operationId: string) => {
  const mod = (await import(`../../src/api/generated/zod/${tag}/${tag}.zod.ts`)) as Record<
    string,
    ZodType
  >;
  // orval names an operation's schemas in PascalCase: getCurrentUser -> GetCurrentUserResponse.
  return mod[`${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}Response`];
};

const results = await verifyContract({ baseUrl, token: values.token, doc, loadSchema });
// One write, and the exit only once it has reached the reader: an exit right after many writes to
// a pipe could cut the report short.
const report = [...results.map(formatResult), summarize(results)].join('\n') + '\n';
const code = results.some((r) => r.outcome === 'failed') ? 1 : 0;
process.stdout.write(report, () => process.exit(code));
