import { notify } from '@/lib/notify';
import { getToken } from '@/lib/storage';
import { messages } from '@/strings/common';
import { ApiError, isSessionExpiredCode } from './errors';
import type { OperationMeta } from './generated/operations';
import { expireSession } from './session-expiry';

// orval reads these two names from the mutator file to type errors and bodies of the hooks.
export type ErrorType<E> = [E] extends [never] ? ApiError : ApiError;
export type BodyType<B> = B;

export interface RequestOptions extends RequestInit {
  /** Use the operation's detached (background) timeout instead of its normal one. */
  detached?: boolean;
}

export type HttpClient = <T>(url: string, init?: RequestOptions) => Promise<T>;

/** The contract's operations and the timeout of a call the contract does not list. */
export interface OperationTable {
  operations: readonly OperationMeta[];
  defaultTimeoutMs: number;
}

export interface HttpClientConfig {
  /** The operations themselves, or a loader the first call awaits (and a failed load retries). */
  operations: readonly OperationMeta[] | (() => Promise<OperationTable>);
}

// The spec's default timeout, for a client given a plain list (tests); the app's table carries it.
const LIST_DEFAULT_TIMEOUT_MS = 10_000;

// The task run reports its own failures, so the catalogue's network toast is skipped for it.
const TASK_RUN = { method: 'POST', path: '/api/dataset_task/run' } as const;
const ORIGIN_PROBE = 'http://app.invalid';

interface Compiled {
  meta: OperationMeta;
  pattern: RegExp;
  params: number;
}

interface CompiledTable {
  entries: readonly Compiled[];
  defaultTimeoutMs: number;
}

interface CallContext {
  meta: OperationMeta;
  method: string;
  target: string;
  quiet: boolean;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const compile = (meta: OperationMeta): Compiled => {
  const pieces = meta.path.split(/\{[^}/]+\}/);
  return {
    meta,
    pattern: new RegExp(`^${pieces.map(escapeRegExp).join('[^/]+')}$`),
    params: pieces.length - 1,
  };
};

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const statusMessage = (status: number): string => {
  if (status === 404) return messages.resourceNotFound;
  if (status === 405) return messages.wrongMethod;
  if (status === 500 || status === 502) return messages.serverError;
  if (status === 504) return messages.networkTimeout;
  return messages.requestFailed;
};

const isJson = (response: Response): boolean =>
  (response.headers.get('content-type') ?? '').toLowerCase().includes('json');

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
};

const schemaError = (ctx: CallContext, detail: string, cause?: unknown): ApiError => {
  console.error(`[${ctx.meta.operationId}] response breaks the contract: ${detail}`);
  return new ApiError('schema', messages.invalidResponse, {
    operationId: ctx.meta.operationId,
    cause,
  });
};

const sessionError = (ctx: CallContext, code: unknown, status?: number): ApiError => {
  expireSession();
  return new ApiError('session', messages.sessionInvalid, {
    operationId: ctx.meta.operationId,
    code: code as number | number[],
    status,
  });
};

const validate = async (ctx: CallContext, body: unknown): Promise<unknown> => {
  const load = ctx.meta.loadResponseSchema;
  if (!load) return body;
  let schema: Awaited<ReturnType<typeof load>>;
  try {
    schema = await load();
  } catch (error) {
    throw schemaError(ctx, 'response schema could not be loaded', error);
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.map(String).join('.') || '(root)';
  throw schemaError(ctx, `${where}: ${issue?.message ?? 'invalid'}`, result.error);
};

const readEnvelope = async (ctx: CallContext, body: unknown): Promise<unknown> => {
  if (!isRecord(body) || !('code' in body)) throw schemaError(ctx, 'no {code, msg, data} envelope');
  const { code, msg } = body;
  if (code === 0) return validate(ctx, body);
  if (isSessionExpiredCode(code)) throw sessionError(ctx, code);
  const numeric =
    typeof code === 'number' ||
    (Array.isArray(code) && code.every((n: unknown) => typeof n === 'number'));
  if (!numeric) throw schemaError(ctx, 'code: not a number or a list of numbers');
  const message = typeof msg === 'string' && msg.trim() !== '' ? msg : messages.requestFailed;
  throw new ApiError('business', message, {
    operationId: ctx.meta.operationId,
    code: code as number | number[],
  });
};

const failHttp = async (ctx: CallContext, response: Response): Promise<never> => {
  const { status } = response;
  // Some gateways answer an expired session with an error status and the usual envelope.
  const parsed = parseJson(await response.text().catch(() => ''));
  if (parsed.ok && isRecord(parsed.value) && isSessionExpiredCode(parsed.value.code)) {
    throw sessionError(ctx, parsed.value.code, status);
  }
  const message = statusMessage(status);
  console.error(`${message} (${status} ${ctx.method} ${ctx.target})`);
  if (status === 504) notify({ kind: 'error', message });
  throw new ApiError('http', message, { status, operationId: ctx.meta.operationId });
};

const readBody = async (ctx: CallContext, response: Response): Promise<unknown> => {
  if (!response.ok) return failHttp(ctx, response);
  const kind = ctx.meta.responseKind;
  if (kind === 'json') {
    const parsed = parseJson(await response.text());
    if (!parsed.ok) throw schemaError(ctx, 'body is not JSON');
    return readEnvelope(ctx, parsed.value);
  }
  // A file or text call answers with a JSON envelope when it fails (expired session, no rights).
  const blob = await response.blob();
  if (isJson(response)) {
    const parsed = parseJson(await blob.text());
    if (parsed.ok && isRecord(parsed.value) && parsed.value.code !== 0) {
      return readEnvelope(ctx, parsed.value);
    }
  }
  return kind === 'binary' ? blob : blob.text();
};

type Failure = 'timeout' | 'aborted' | 'network';

const transportError = (ctx: CallContext, failure: Failure, cause: unknown): ApiError => {
  const operationId = ctx.meta.operationId;
  if (failure === 'aborted') {
    return new ApiError('aborted', messages.requestFailed, { operationId, cause });
  }
  if (!ctx.quiet) notify({ kind: 'error', message: messages.networkTimeout });
  return new ApiError(failure, messages.networkTimeout, { operationId, cause });
};

const resolveCall = (
  { entries, defaultTimeoutMs }: CompiledTable,
  method: string,
  url: string,
  detached: boolean,
): CallContext & { timeoutMs: number } => {
  const parsed = new URL(url, ORIGIN_PROBE);
  const path = parsed.pathname;
  let best: { entry: Compiled; prefixed: boolean } | undefined;
  for (const entry of entries) {
    if (entry.meta.method !== method) continue;
    const { base } = entry.meta;
    const prefixed = base !== '' && path.startsWith(`${base}/`);
    if (!entry.pattern.test(prefixed ? path.slice(base.length) : path)) continue;
    // A literal path (/api/task/list) wins over a template that also matches (/api/task/{id}).
    if (!best || entry.params < best.entry.params) best = { entry, prefixed };
  }
  if (!best) console.warn(`No contract operation for ${method} ${path}; using defaults`);
  const meta = best?.entry.meta ?? unknownOperation(method, path, defaultTimeoutMs);
  const absolute = parsed.origin !== ORIGIN_PROBE;
  const target = absolute || best?.prefixed ? url : `${meta.base}${url}`;
  const bare = best?.prefixed ? path.slice(meta.base.length) : path;
  const timeoutMs = detached ? (meta.detachedTimeoutMs ?? meta.timeoutMs) : meta.timeoutMs;
  const quiet = method === TASK_RUN.method && bare === TASK_RUN.path;
  return { meta, method, target, quiet, timeoutMs };
};

const authorize = (meta: OperationMeta, init: HeadersInit | undefined): Headers => {
  const headers = new Headers(init);
  const token = getToken();
  if (meta.auth === 'none') headers.delete('Authorization');
  else if (token !== null) headers.set('Authorization', `Bearer ${token}`);
  return headers;
};

/** A mutator over the given operation list; the app uses `httpClient`, tests pass their own list. */
export const createHttpClient = ({ operations }: HttpClientConfig): HttpClient => {
  const load = typeof operations === 'function' ? operations : undefined;
  let table: CompiledTable | undefined = Array.isArray(operations)
    ? { entries: operations.map(compile), defaultTimeoutMs: LIST_DEFAULT_TIMEOUT_MS }
    : undefined;
  let loading: Promise<CompiledTable> | undefined;
  const loadTable = (): Promise<CompiledTable> => {
    if (table) return Promise.resolve(table);
    if (!load) return Promise.reject(new Error('no operation table'));
    loading ??= load().then(
      (loaded) => {
        table = {
          entries: loaded.operations.map(compile),
          defaultTimeoutMs: loaded.defaultTimeoutMs,
        };
        return table;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  return async <T>(url: string, init: RequestOptions = {}): Promise<T> => {
    const { detached = false, signal: callerSignal, ...rest } = init;
    const method = (rest.method ?? 'GET').toUpperCase();
    let compiled: CompiledTable;
    try {
      compiled = table ?? (await loadTable());
    } catch (error) {
      // The table's chunk did not arrive: the same as a request that got no answer.
      const path = new URL(url, ORIGIN_PROBE).pathname;
      if (!(method === TASK_RUN.method && path.endsWith(TASK_RUN.path))) {
        notify({ kind: 'error', message: messages.networkTimeout });
      }
      throw new ApiError('network', messages.networkTimeout, { cause: error });
    }
    const ctx = resolveCall(compiled, method, url, detached);
    if (callerSignal?.aborted) throw transportError(ctx, 'aborted', callerSignal.reason);

    const controller = new AbortController();
    let failure: Failure = 'network';
    // Whichever ends the request first names the failure.
    const onCallerAbort = (): void => {
      if (failure === 'network') failure = 'aborted';
      controller.abort(callerSignal?.reason);
    };
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    const timer =
      ctx.timeoutMs > 0
        ? setTimeout(() => {
            if (failure === 'network') failure = 'timeout';
            controller.abort(new DOMException(messages.networkTimeout, 'TimeoutError'));
          }, ctx.timeoutMs)
        : undefined;

    try {
      const response = await fetch(ctx.target, {
        ...rest,
        method,
        headers: authorize(ctx.meta, rest.headers),
        credentials: 'include',
        signal: controller.signal,
      });
      return (await readBody(ctx, response)) as T;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw transportError(ctx, failure, error);
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
  };
};

// The table of 172 operations is not needed to draw the login screen: its chunk loads on first call
// (starting now, so it is usually there by then) and keeps the entry and login chunks small.
const loadGeneratedTable = (): Promise<OperationTable> =>
  import('./generated/operations').then((m) => ({
    operations: m.operations,
    defaultTimeoutMs: m.DEFAULT_TIMEOUT_MS,
  }));
let preloaded: Promise<OperationTable> | undefined = loadGeneratedTable();
preloaded.catch(() => undefined);
const defaultClient: HttpClient = createHttpClient({
  operations: () => {
    // The first call takes the load already under way; after a failure each call tries afresh.
    const pending = preloaded ?? loadGeneratedTable();
    preloaded = undefined;
    return pending;
  },
});

// orval reads this declaration to learn the mutator's signature, so it stays a plain arrow function.
export const httpClient = <T>(url: string, init?: RequestOptions): Promise<T> =>
  defaultClient<T>(url, init);
