import type { OperationMeta, OperationRoute } from './generated/operations/meta';

/** The contract's operations and the timeout of a call the contract does not list. */
export interface OperationTable {
  operations: readonly OperationMeta[];
  defaultTimeoutMs: number;
}

/** Method, path and base of every operation, by area. */
export type OperationRoutes = Readonly<Record<string, readonly OperationRoute[]>>;
/** A loader of each area's operations. */
export type AreaLoaders = Readonly<Record<string, () => Promise<readonly OperationMeta[]>>>;

/**
 * Operations split by area. The index (where each operation is) and each area's table load on
 * first use, a failed load being retried by the next call. The tables in `known` are at hand from
 * the start: a call that matches one of their literal paths exactly needs nothing loaded, since no
 * other operation can match it better.
 */
export interface OperationIndex {
  known?: Readonly<Record<string, readonly OperationMeta[]>>;
  loadIndex: () => Promise<{ routes: OperationRoutes; load: AreaLoaders }>;
  defaultTimeoutMs: number;
  /**
   * Checked when the resolver is made and on each call: once true, the index starts loading ahead
   * of the first call that needs it (the app: as soon as a session token is held).
   */
  preloadIndexWhen?: () => boolean;
}

/**
 * The operations themselves, a loader of the whole table that the first call awaits (a failed load
 * is retried), or an index whose areas load one by one.
 */
export type OperationSource =
  readonly OperationMeta[] | (() => Promise<OperationTable>) | OperationIndex;

/** The operation a call is for, and whether its URL already carries the operation's base. */
export interface ResolvedOperation {
  meta: OperationMeta;
  prefixed: boolean;
}

// The spec's default timeout, for a plain list (tests); the generated table carries its own.
const LIST_DEFAULT_TIMEOUT_MS = 10_000;

/** The part of an operation that finds it: enough to match a URL before its area is loaded. */
interface Route {
  method: string;
  path: string;
  base: string;
  tag: string;
}

interface Compiled {
  route: Route;
  /** Known at once for a list; otherwise read from the area's table. */
  meta?: OperationMeta;
  pattern: RegExp;
  params: number;
}

interface CompiledTable {
  entries: readonly Compiled[];
  defaultTimeoutMs: number;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const compile = (route: Route, meta?: OperationMeta): Compiled => {
  const pieces = route.path.split(/\{[^}/]+\}/);
  return {
    route,
    meta,
    pattern: new RegExp(`^${pieces.map(escapeRegExp).join('[^/]+')}$`),
    params: pieces.length - 1,
  };
};
const compileList = (list: readonly OperationMeta[]): Compiled[] =>
  list.map((meta) => compile(meta, meta));
const compileIndex = (routes: OperationRoutes): Compiled[] =>
  Object.entries(routes).flatMap(([tag, list]) =>
    list.map(([method, path, base = '']) => compile({ method, path, base, tag })),
  );

const unknownOperation = (method: string, path: string, timeoutMs: number): OperationMeta => ({
  operationId: `${method} ${path}`,
  method: method as OperationMeta['method'],
  path,
  tag: '',
  base: '',
  auth: 'required',
  timeoutMs,
  safe: method === 'GET',
  responseKind: 'json',
  mediaType: 'application/json',
  loadResponseSchema: undefined,
});

const match = (entries: readonly Compiled[], method: string, path: string) => {
  let best: { entry: Compiled; prefixed: boolean } | undefined;
  for (const entry of entries) {
    if (entry.route.method !== method) continue;
    const { base } = entry.route;
    const prefixed = base !== '' && path.startsWith(`${base}/`);
    if (!entry.pattern.test(prefixed ? path.slice(base.length) : path)) continue;
    // A literal path (/api/task/list) wins over a template that also matches (/api/task/{id}).
    if (!best || entry.params < best.entry.params) best = { entry, prefixed };
  }
  return best;
};

/** Runs a load once; a failed load is forgotten, so the next call tries again. */
const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
};

const keyOf = (meta: { method: string; path: string }) => `${meta.method} ${meta.path}`;
const byKey = (list: readonly OperationMeta[]) => new Map(list.map((meta) => [keyOf(meta), meta]));

/** Operations found by the index, their areas' tables loaded one by one. */
const indexResolver = (index: OperationIndex) => {
  const known = new Map(
    Object.entries(index.known ?? {}).map(([tag, list]) => [tag, Promise.resolve(byKey(list))]),
  );
  // Exact literal paths of the known tables, with and without their base.
  const literal = new Map<string, ResolvedOperation>();
  for (const meta of Object.values(index.known ?? {}).flat()) {
    if (/\{[^}/]+\}/.test(meta.path)) continue;
    literal.set(keyOf(meta), { meta, prefixed: false });
    if (meta.base) literal.set(`${meta.method} ${meta.base}${meta.path}`, { meta, prefixed: true });
  }
  const areas = new Map<string, () => Promise<ReadonlyMap<string, OperationMeta>>>();
  const loadIndex = once(async () => {
    const { routes, load } = await index.loadIndex();
    for (const [tag, loadArea] of Object.entries(load)) {
      if (known.has(tag)) continue;
      areas.set(
        tag,
        once(async () => byKey(await loadArea())),
      );
    }
    return { entries: compileIndex(routes), defaultTimeoutMs: index.defaultTimeoutMs };
  });
  let preloading = false;
  const preload = () => {
    if (preloading || !index.preloadIndexWhen?.()) return;
    preloading = true;
    loadIndex().catch(() => {
      preloading = false;
    });
  };
  preload();
  const areaTable = (tag: string) =>
    known.get(tag) ?? areas.get(tag)?.() ?? Promise.reject(new Error(`no table for ${tag}`));
  return { literal, loadIndex, areaTable, preload };
};

const isIndex = (source: OperationSource): source is OperationIndex =>
  !Array.isArray(source) && typeof source !== 'function';

/**
 * Finds the operation of a call. Rejects only when a table could not be loaded; a call the
 * contract does not list gets the defaults.
 */
export const createOperationResolver = (
  source: OperationSource,
): ((method: string, path: string) => Promise<ResolvedOperation>) => {
  const indexed = isIndex(source) ? indexResolver(source) : undefined;
  const loadTable = once(async (): Promise<CompiledTable> => {
    if (indexed) return indexed.loadIndex();
    if (Array.isArray(source)) {
      return { entries: compileList(source), defaultTimeoutMs: LIST_DEFAULT_TIMEOUT_MS };
    }
    if (typeof source !== 'function') throw new Error('no operation table');
    const loaded = await source();
    return { entries: compileList(loaded.operations), defaultTimeoutMs: loaded.defaultTimeoutMs };
  });

  return async (method, path) => {
    indexed?.preload();
    const exact = indexed?.literal.get(`${method} ${path}`);
    if (exact) return exact;
    const { entries, defaultTimeoutMs } = await loadTable();
    const found = match(entries, method, path);
    const { route, meta } = found?.entry ?? {};
    const loaded = meta ?? (route && (await indexed?.areaTable(route.tag))?.get(keyOf(route)));
    if (found && loaded) return { meta: loaded, prefixed: found.prefixed };
    console.warn(`No contract operation for ${method} ${path}; using defaults`);
    return { meta: unknownOperation(method, path, defaultTimeoutMs), prefixed: false };
  };
};
