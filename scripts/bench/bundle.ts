// Prints gzip sizes of the JavaScript loaded before the login screen is usable and of each area
// chunk, against the budgets: 150 KiB before login, 60 KiB per area, no chart code in the entry.
// Also the login screen's whole download (HTML, CSS, JavaScript) raw, gzip and brotli, which
// operation tables the login screen's JavaScript holds (only the session area's belongs there) and
// the size of each area's table, which loads with that area.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const OUT = 'build/bench-bundle';
// The login form is built on the form kit like every other form: React Hook Form adds about 13 KiB.
const LOGIN_BUDGET = 150 * 1024;
const AREA_BUDGET = 60 * 1024;
const CHART_MARKERS = ['node_modules/@visx/', 'node_modules/d3-', 'node_modules/@react-spring/'];

execFileSync(
  'npx',
  ['vite', 'build', '--outDir', OUT, '--manifest', '--sourcemap', '--logLevel', 'error'],
  {
    stdio: 'inherit',
  },
);
const manifest = JSON.parse(readFileSync(join(OUT, '.vite/manifest.json'), 'utf8')) as Manifest;

const gz = (file: string) => gzipSync(readFileSync(join(OUT, file))).length;
const raw = (file: string) => readFileSync(join(OUT, file)).length;
// As the build's .br files: the bytes a browser that accepts brotli downloads.
const br = (file: string) =>
  brotliCompressSync(readFileSync(join(OUT, file)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** A chunk and everything it imports statically: what the browser must load for it to run. */
const closure = (key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
};
const jsFiles = (keys: Iterable<string>) =>
  [...keys].map((k) => manifest[k]?.file).filter((f): f is string => !!f && f.endsWith('.js'));
const sources = (file: string): string[] => {
  const map = join(OUT, `${file}.map`);
  return existsSync(map)
    ? ((JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources ?? [])
    : [];
};

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');
const entryKeys = closure(entryKey);
// An area is one lazy module; the session area splits per page so the login screen loads alone.
const areaKeys = Object.keys(manifest).filter(
  (k) =>
    /^src\/areas\/[^/]+\/index\.tsx?$/.test(k) ||
    /^src\/areas\/session\/pages\/[^/]+\.tsx$/.test(k),
);
const LOGIN_PAGE = 'src/areas/session/pages/login-page.tsx';
if (!manifest[LOGIN_PAGE]) throw new Error(`${LOGIN_PAGE} is not a chunk of its own`);

const loginKeys = new Set([...entryKeys, ...closure(LOGIN_PAGE)]);
const loginBytes = jsFiles(loginKeys).reduce((sum, f) => sum + gz(f), 0);
const entryCharts = jsFiles(entryKeys).filter((f) =>
  sources(f).some((s) => CHART_MARKERS.some((m) => s.includes(m))),
);

console.log(
  `JavaScript before #/login is usable: ${kib(loginBytes)} gzip (budget ${kib(LOGIN_BUDGET)}) ${loginBytes <= LOGIN_BUDGET ? 'within' : 'OVER'}`,
);
// Everything the login screen loads (index.html, its CSS and JavaScript) as the server sends it.
const loginCss = [...loginKeys].flatMap((k) => manifest[k]?.css ?? []);
const loginAll = ['index.html', ...new Set(loginCss), ...jsFiles(loginKeys)];
const sum = (measure: (file: string) => number) =>
  loginAll.reduce((total, file) => total + measure(file), 0);
console.log(
  `login screen (index.html, ${loginCss.length} CSS, ${jsFiles(loginKeys).length} JS files): ` +
    `${kib(sum(raw))} raw, ${kib(sum(gz))} gzip, ${kib(sum(br))} brotli`,
);
console.log(
  `chart code in the entry: ${entryCharts.length === 0 ? 'none' : entryCharts.join(', ')}`,
);
// Operation tables are generated per area (src/api/generated/operations/<tag>.ts) beside an index of
// every operation's path (routes.ts) and the aggregate of all of them (operations.ts).
const TABLES = /src\/api\/generated\/(operations\/[^/]+|operations|zod\/[^/]+\/[^/]+)\.ts$/;
const tablesIn = (files: string[]) =>
  [...new Set(files.flatMap((f) => sources(f)).flatMap((s) => TABLES.exec(s)?.[1] ?? []))].sort();
const loginTables = tablesIn(jsFiles(loginKeys));
const foreign = loginTables.filter((t) => !/^operations\/(meta|session)$/.test(t));
console.log(
  `operation tables and schemas in the login JavaScript: ${loginTables.join(', ') || 'none'}; ` +
    `other areas': ${foreign.length === 0 ? 'none' : `PRESENT (${foreign.join(', ')})`}`,
);
const tableKeys = Object.keys(manifest).filter((k) =>
  /^src\/api\/generated\/operations\/[^/]+\.ts$/.test(k),
);
console.log(
  `operation tables loaded later (gzip): ${tableKeys
    .sort()
    .map((k) => `${k.split('/').pop()?.replace('.ts', '')} ${kib(gz(jsFiles([k])[0] ?? ''))}`)
    .join(', ')}`,
);
// Chunks several areas load (UI primitives, the table, the chart library) are downloaded once for
// all of them; they are counted apart from each area's own chunk and added up in the first-visit total.
const lazyKeys = [...new Set(areaKeys.flatMap((key) => [...closure(key)]))].filter(
  (k) => !entryKeys.has(k),
);
const usedBy = new Map(
  lazyKeys.map((k) => [k, areaKeys.filter((area) => closure(area).has(k)).length]),
);
console.log(
  'area chunks (own chunk against the budget; first visit = own chunk + chunks not in the entry):',
);
for (const key of areaKeys.sort()) {
  const ownFile = jsFiles([key]);
  const own = ownFile.reduce((sum, f) => sum + gz(f), 0);
  const visit = jsFiles([...closure(key)].filter((k) => !entryKeys.has(k))).reduce(
    (sum, f) => sum + gz(f),
    0,
  );
  const slug = key.startsWith('src/areas/session/')
    ? `session/${key.split('/').pop()?.replace('.tsx', '')}`
    : key.split('/')[2];
  console.log(
    `  ${slug?.padEnd(26)} own ${kib(own).padStart(10)} ${own <= AREA_BUDGET ? 'within' : 'OVER'} ${kib(AREA_BUDGET)}, first visit ${kib(visit).padStart(10)}`,
  );
}
const shared = lazyKeys.filter((k) => (usedBy.get(k) ?? 0) > 1 || !areaKeys.includes(k));
const sharedBytes = jsFiles(shared.filter((k) => !areaKeys.includes(k))).reduce(
  (sum, f) => sum + gz(f),
  0,
);
console.log(`chunks shared by lazy parts, outside the entry: ${kib(sharedBytes)} gzip`);
const lazyOnly = Object.keys(manifest).filter(
  (k) =>
    manifest[k]?.isDynamicEntry &&
    !areaKeys.includes(k) &&
    !k.includes('.zod') &&
    !tableKeys.includes(k),
);
// Every lazy part but the start-up itself loads after it, so what the start-up loaded (the
// framework, the HTTP client) is not counted again in its figure.
const START = 'src/start.tsx';
const startKeys = manifest[START] ? closure(START) : new Set<string>();
for (const key of lazyOnly.sort()) {
  const loaded = key === START ? entryKeys : new Set([...entryKeys, ...startKeys]);
  const bytes = jsFiles([...closure(key)].filter((k) => !loaded.has(k)))
    .filter((f) => !jsFiles(areaKeys).includes(f))
    .reduce((sum, f) => sum + gz(f), 0);
  const beyond = key === START ? '' : ", beyond the start-up's";
  console.log(
    `  lazy part ${key.padEnd(50)} ${kib(bytes).padStart(10)} (with its own imports${beyond})`,
  );
}
