// Prints gzip sizes of the JavaScript loaded before the login screen is usable and of each area
// chunk, against the budgets: 140 KiB before login, 60 KiB per area, no chart code in the entry.
// Also the login screen's whole download (HTML, CSS, JavaScript) raw, gzip and brotli, which
// operation tables the login screen's JavaScript holds (only the session area's belongs there) and
// the size of each area's table, which loads with that area.
//
// Then each screen's first visit after login, against its budget (120 KiB for the dashboard, 80 KiB
// for every other screen), worked out from the build manifest and the route files:
// - the screens are the route files under src/routes that load a lazy module (`import(...)`), the
//   login route and the signed-in layout route aside;
// - already loaded: what the login screen loaded, that is the entry, the start-up and the login page
//   with everything they import statically, and what signing in loads on top (the zod settings and
//   the session area's response schemas, which check the sign-in answer);
// - first visit: the signed-in layout, the screen's module and everything these import statically;
//   the chart code a chart of the screen loads when it renders (a dynamic import of a module under
//   src/components/charts/ from a chunk the screen holds); the index of operations, which loads once
//   a token is held; and for each area whose generated calls the screen's code holds, that area's
//   operation table and response schemas, which its first call loads. Parts loaded on a user's
//   action (a dialog, a tab, an import) are dynamic imports of other modules and are not counted.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
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
// The login form is on the form kit's lighter path (useTextForm), which loads no React Hook Form.
const LOGIN_BUDGET = 140 * 1024;
const AREA_BUDGET = 60 * 1024;
const DASHBOARD_BUDGET = 120 * 1024;
const SCREEN_BUDGET = 80 * 1024;
const DASHBOARD_ROUTE = '/dashboard';
const CHART_MARKERS = ['node_modules/@visx/', 'node_modules/d3-', 'node_modules/@react-spring/'];

// `-- --no-build` reads the last build of this script (build/bench-bundle) again.
if (!process.argv.includes('--no-build')) {
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', OUT, '--manifest', '--sourcemap', '--logLevel', 'error'],
    {
      stdio: 'inherit',
    },
  );
}
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
// An area's index is a lazy module; where it holds its screens' loaders, each screen is a lazy
// module of its own. The session area splits per page so the login screen loads alone.
const areaIndexKeys = Object.keys(manifest).filter((k) =>
  /^src\/areas\/[^/]+\/index\.tsx?$/.test(k),
);
const areaKeys = [
  ...areaIndexKeys,
  ...areaIndexKeys.flatMap((k) =>
    (manifest[k]?.dynamicImports ?? []).filter((dep) => dep.startsWith('src/areas/')),
  ),
  ...Object.keys(manifest).filter((k) => /^src\/areas\/session\/pages\/[^/]+\.tsx$/.test(k)),
];
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
    : areaIndexKeys.includes(key)
      ? key.split('/')[2]
      : key.replace(/^src\/areas\//, '').replace(/\.tsx?$/, '');
  console.log(
    `  ${slug?.padEnd(62)} own ${kib(own).padStart(10)} ${own <= AREA_BUDGET ? 'within' : 'OVER'} ${kib(AREA_BUDGET)}, first visit ${kib(visit).padStart(10)}`,
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

// Each screen's first visit after login (see the header).
const ROUTES = 'src/routes';
const routeFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return routeFiles(path);
    return name.endsWith('.tsx') && !name.startsWith('-') && !name.includes('.test.') ? [path] : [];
  });
/** The manifest key of an import specifier of a route file (`@/x` is `src/x`). */
const moduleKey = (specifier: string): string | undefined => {
  const base = specifier.replace(/^@\//, 'src/');
  return ['.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => `${base}${ext}`)
    .find((key) => manifest[key]);
};
/** `import('x')`, or `import('x').then((area) => area.loader())` through an area's index. */
const LAZY_IMPORT = /import\('([^']+)'\)(?:\.then\(\((\w+)\) => \2\.(\w+)\(\)\))?/g;
interface RouteScreen {
  id: string;
  path: string;
  modules: string[];
}
const routes: RouteScreen[] = routeFiles(ROUTES).flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  const id = /createFileRoute\('([^']+)'\)/.exec(text)?.[1];
  if (!id) return [];
  const modules = [...text.matchAll(LAZY_IMPORT)].flatMap(([, specifier, , loader]) => {
    const key = moduleKey(specifier ?? '');
    if (!key) throw new Error(`${relative('.', file)}: ${specifier} is not a chunk of the build`);
    if (!loader) return [key];
    // An area's index holds its screens' loaders: the screen's module loads after it (a loader
    // with a body starts other work beside it, then returns the screen's import).
    const screen = new RegExp(
      `export const ${loader} = \\(\\) =>\\s*(?:\\{[^}]*?return\\s+)?import\\('([^']+)'\\)`,
    ).exec(readFileSync(key, 'utf8'))?.[1];
    const screenKey = screen && moduleKey(join(dirname(key), screen));
    if (!screenKey) throw new Error(`${relative('.', file)}: no chunk for ${loader} of ${key}`);
    return [key, screenKey];
  });
  const path = id.replace(/^\/_app/, '').replace(/(.)\/$/, '$1') || '/';
  return modules.length === 0 ? [] : [{ id, path, modules }];
});
const layoutRoute = routes.find((route) => route.id === '/_app');
const loginRoute = routes.find((route) => route.id === '/login');
if (!layoutRoute || !loginRoute) throw new Error('no /_app or /login route with a lazy module');

const hasSource = (key: string, pattern: RegExp) =>
  jsFiles([key]).some((file) => sources(file).some((source) => pattern.test(source)));
/** Dynamic imports, of the given chunks, of modules the pattern names (or a shared chunk holding one). */
const dynamicOf = (keys: Iterable<string>, pattern: RegExp) =>
  [...keys].flatMap((key) =>
    (manifest[key]?.dynamicImports ?? []).filter(
      (dep) => pattern.test(dep) || (dep.startsWith('_') && hasSource(dep, pattern)),
    ),
  );
const closureOf = (keys: Iterable<string>) => {
  const all = new Set<string>();
  for (const key of keys) closure(key, all);
  return all;
};

const signInKeys = closureOf(
  dynamicOf(
    closureOf([entryKey, ...loginRoute.modules]),
    /src\/api\/(zod-config\.ts|generated\/zod\/session\/)/,
  ),
);
const signedOut = closureOf([entryKey, ...loginRoute.modules, ...signInKeys]);
const layoutKeys = closureOf(layoutRoute.modules);
const INDEX_KEY = 'src/api/generated/operations/routes.ts';
const CHARTS = /src\/components\/charts\//;
const ENDPOINTS = /src\/api\/generated\/endpoints\/([^/]+)\//;
const tablesFor = (keys: Set<string>): string[] => {
  const tags = new Set(
    jsFiles([...keys]).flatMap((file) =>
      sources(file).flatMap((source) => ENDPOINTS.exec(source)?.[1] ?? []),
    ),
  );
  const tables = [...tags]
    .map((tag) => `src/api/generated/operations/${tag}.ts`)
    .filter((key) => manifest[key]);
  return [INDEX_KEY, ...tables, ...tables.flatMap((key) => manifest[key]?.dynamicImports ?? [])];
};
const bytesOf = (keys: Iterable<string>, except: Set<string>) =>
  jsFiles([...new Set(keys)].filter((key) => !except.has(key))).reduce(
    (total, file) => total + gz(file),
    0,
  );

const layoutBytes = bytesOf(layoutKeys, signedOut);
const signInBytes = bytesOf(signInKeys, closureOf([entryKey, ...loginRoute.modules]));
console.log(
  `first visit of each screen after login (gzip; beyond what the login screen and signing in loaded, ` +
    `the latter ${kib(signInBytes)}): signed-in layout ${kib(layoutBytes)} in every figure`,
);
console.log(
  `  ${'screen'.padEnd(52)} ${'total'.padStart(10)} ${'budget'.padStart(10)}         ` +
    `${'screen'.padStart(10)} ${'charts'.padStart(10)} ${'tables'.padStart(10)}`,
);
let misses = 0;
for (const route of routes
  .filter((r) => r !== layoutRoute && r !== loginRoute)
  .sort((a, b) => a.path.localeCompare(b.path))) {
  const own = closureOf(route.modules);
  const loaded = new Set([...signedOut, ...layoutKeys]);
  const charts = closureOf(
    dynamicOf(
      [...closureOf([...own, ...layoutKeys])].filter((key) => !signedOut.has(key)),
      CHARTS,
    ),
  );
  const tables = closureOf(tablesFor(new Set([...own, ...layoutKeys])));
  const screenBytes = bytesOf(own, loaded);
  const chartBytes = bytesOf(charts, new Set([...loaded, ...own]));
  const tableBytes = bytesOf(tables, new Set([...loaded, ...own, ...charts]));
  const total = bytesOf([...layoutKeys, ...own, ...charts, ...tables], signedOut);
  const budget = route.path === DASHBOARD_ROUTE ? DASHBOARD_BUDGET : SCREEN_BUDGET;
  if (total > budget) misses += 1;
  console.log(
    `  ${route.path.padEnd(52)} ${kib(total).padStart(10)} ${kib(budget).padStart(10)} ${(total <= budget ? 'within' : 'OVER').padEnd(6)}  ` +
      `${kib(screenBytes).padStart(10)} ${kib(chartBytes).padStart(10)} ${kib(tableBytes).padStart(10)}`,
  );
}
console.log(
  `screens over their budget: ${misses} (total = layout + screen + charts + tables; each part counts what the parts before it did not)`,
);
