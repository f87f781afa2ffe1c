// Fails when the deployable bundle carries mock code or the mock service worker, or when the
// JavaScript index.html loads (what the login screen needs) holds other areas' operations.
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
// Paths only the tables of other areas and the lazily loaded index of all operations contain.
const OTHER_AREAS = ['/api/device/list', '/api/dataset_task/list', '/api/account/list'];
const indexHtml = join(dir, 'index.html');
const entryFiles = existsSync(indexHtml)
  ? [...readFileSync(indexHtml, 'utf8').matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map(
      (m) => join(dir, m[1] ?? ''),
    )
  : [];
if (entryFiles.length === 0) problems.push('index.html loads no JavaScript');
// Without an icon of its own the browser asks for /favicon.ico, which the console does not serve.
if (existsSync(indexHtml) && !/<link\s+rel="icon"/.test(readFileSync(indexHtml, 'utf8')))
  problems.push('index.html names no icon');
for (const file of entryFiles) {
  const text = readFileSync(file, 'utf8');
  for (const path of OTHER_AREAS) {
    if (text.includes(path)) problems.push(`${file} (loaded before login) contains ${path}`);
  }
}
for (const p of problems) console.error(p);
console.log(
  problems.length === 0 ? `${dir}: no mock code, no worker file` : `${problems.length} problem(s)`,
);
process.exitCode = problems.length === 0 ? 0 : 1;
