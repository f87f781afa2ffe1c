// Fails when the deployable bundle carries mock code or the mock service worker.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'dist';
const problems: string[] = [];
if (existsSync(join(dir, 'mockServiceWorker.js')))
  problems.push('mockServiceWorker.js is in the build');
const walk = (d: string): string[] =>
  readdirSync(d, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)],
  );
for (const file of walk(dir).filter((f) => f.endsWith('.js'))) {
  const text = readFileSync(file, 'utf8');
  for (const marker of ['setupWorker', 'mockServiceWorker', '@faker-js', 'faker.seed']) {
    if (text.includes(marker)) problems.push(`${file} contains ${marker}`);
  }
}
for (const p of problems) console.error(p);
console.log(
  problems.length === 0 ? `${dir}: no mock code, no worker file` : `${problems.length} problem(s)`,
);
process.exit(problems.length === 0 ? 0 : 1);
