import { isRecord } from '@/lib/is-record';
import { notify } from '@/lib/notify';
import { nextTask, yieldToPage } from '@/lib/schedule';
import { getSessionEpoch, getToken } from '@/lib/storage';
import { messages } from '@/strings/common';

import { type AnswerChecker, workerChecker } from './answer-check';
import { answerText } from './decode-off-thread';
import { ApiError, firstIssue, isSessionExpiredCode } from './errors';
import { DEFAULT_TIMEOUT_MS, type OperationMeta } from './generated/operations/meta';
import { operations as sessionOperations } from './generated/operations/session';
import { createOperationResolver, type OperationSource } from './operation-table';
import { expireSession } from './session-expiry';

// orval reads these two names from the mutator file to type errors and bodies of the hooks.
export type ErrorType<E> = [E] extends [never] ? ApiError : ApiError;
export type BodyType<B> = B;

export interface RequestOptions extends RequestInit {
  /** Use the operation's detached (background) timeout instead of its normal one. */
  detached?: boolean;
  /**
   * Reads a JSON answer's bytes in the client's place, for answers too large to read, parse and
   * validate on the main thread: the caller decodes and checks them against the same schema (in a
   * worker, to which the bytes can be handed without copying) and hands back the result; envelopes
   * other than success go through the usual handling.
   */
  decodeJson?: JsonReader;
}

/** What a `decodeJson` reader made of an answer. */
export type DecodedJson =
  | { kind: 'valid'; value: unknown }
  | { kind: 'envelope'; value: unknown }
  | { kind: 'invalid'; detail: string }
  | { kind: 'not-json' };

/** A request as the client would send it, for a reader that sends it from its own thread. */
export interface ForwardedRequest {
  url: string;
  method: string;
  headers: [string, string][];
  body: string | null;
}

/** What a reader made of a request it sent itself. */
export type ForwardedAnswer =
  | { kind: 'answered'; decoded: DecodedJson }
  /** A status other than success, and the answer's text. */
  | { kind: 'status'; status: number; text: string }
  /** No answer came (the network failed). */
  | { kind: 'unreachable' };

/** Turns a JSON answer's bytes into what `DecodedJson` tells the client. */
export interface JsonReader {
  (body: ArrayBuffer): Promise<DecodedJson>;
  /**
   * Sends the request from the reader's own thread (a worker), so the answer's bytes never reach
   * the page; undefined when it cannot, and the client sends it. Aborting `signal` ends it.
   */
  sendItself?: (
    request: ForwardedRequest,
    signal: AbortSignal,
  ) => Promise<ForwardedAnswer> | undefined;
}

export type HttpClient = <T>(url: string, init?: RequestOptions) => Promise<T>;

export type { OperationIndex, OperationTable } from './operation-table';

export interface HttpClientConfig {
  /**
   * The operations themselves, a loader of the whole table that the first call awaits (a failed
   * load is retried), or an index whose areas' tables load on each area's first call.
   */
  operations: OperationSource;
  /** Checks JSON answers away from the main thread; without it they are checked in place. */
  checker?: AnswerChecker;
}

// The task run reports its own failures, so the catalogue's network toast is skipped for it.
const TASK_RUN = { method: 'POST', path: '/api/dataset_task/run' } as const;
const ORIGIN_PROBE = 'http://app.invalid';

interface CallContext {
  meta: OperationMeta;
  method: string;
  target: string;
  quiet: boolean;
  decode?: JsonReader;
  checker?: AnswerChecker;
  /** The session the request was sent in: an expiry answer ends that session only. */
  sessionEpoch: number;
}

const statusMessage = (status: number): string => {
  if (status === 403) return messages.forbidden;
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
  // A request sent before a sign-out or a new sign-in speaks of a session that is already over.
  if (ctx.sessionEpoch === getSessionEpoch()) expireSession();
  return new ApiError('session', messages.sessionInvalid, {
    operationId: ctx.meta.operationId,
    code: code as number | number[],
    status,
  });
};

/**
 * A response schema, loaded once zod is configured: schemas are built when their module runs, so
 * the settings must be in place before any schema module is evaluated.
 */
const loadSchema = <S>(load: () => Promise<S>): Promise<S> =>
  import('./zod-config').then(() => load());

/** Operations that have had an answer checked before. */
const schemaLoaded = new WeakSet<() => Promise<unknown>>();

const validate = async (ctx: CallContext, body: unknown): Promise<unknown> => {
  const load = ctx.meta.loadResponseSchema;
  if (!load) return body;
  let schema: Awaited<ReturnType<typeof load>>;
  try {
    schema = await loadSchema(load);
  } catch (error) {
    throw schemaError(ctx, 'response schema could not be loaded', error);
  }
  // An operation's first answer may have just built its area's schemas (when their module ran):
  // checking it, and the render it brings, then take a task of their own, since all of it in one
  // task would block a slow device long.
  if (!schemaLoaded.has(load)) {
    schemaLoaded.add(load);
    await nextTask();
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw schemaError(ctx, firstIssue(result.error.issues), result.error);
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

/** A failure envelope `{code, msg}` with a numeric code and a message to show. */
const errorEnvelope = (body: unknown): { code: number | number[]; msg: string } | undefined => {
  if (!isRecord(body)) return undefined;
  const { code, msg } = body;
  const numeric =
    (typeof code === 'number' && code !== 0) ||
    (Array.isArray(code) && code.length > 0 && code.every((n: unknown) => typeof n === 'number'));
  if (!numeric || typeof msg !== 'string' || msg.trim() === '') return undefined;
  return { code: code as number | number[], msg };
};

const failHttp = (ctx: CallContext, status: number, text: string): never => {
  // Some gateways answer an expired session with an error status and the usual envelope.
  const parsed = parseJson(text);
  if (parsed.ok && isRecord(parsed.value) && isSessionExpiredCode(parsed.value.code)) {
    throw sessionError(ctx, parsed.value.code, status);
  }
  // A call the account's roles do not allow: 403 with the error envelope, whose msg is shown.
  const refusal = status === 403 && parsed.ok ? errorEnvelope(parsed.value) : undefined;
  if (refusal) {
    throw new ApiError('http', refusal.msg, {
      status,
      code: refusal.code,
      operationId: ctx.meta.operationId,
    });
  }
  const message = statusMessage(status);
  console.error(`${message} (${status} ${ctx.method} ${ctx.target})`);
  if (status === 504) notify({ kind: 'error', message });
  throw new ApiError('http', message, { status, operationId: ctx.meta.operationId });
};

const readDecoded = async (
  ctx: CallContext,
  decode: JsonReader,
  body: ArrayBuffer,
): Promise<unknown> => {
  let decoded: DecodedJson;
  try {
    decoded = await decode(body);
  } catch (error) {
    throw schemaError(ctx, 'answer could not be decoded', error);
  }
  return readDecodedJson(ctx, decoded);
};

/** What a reader or the checker made of an answer, as the call's result or its failure. */
const readDecodedJson = (ctx: CallContext, decoded: DecodedJson): unknown => {
  if (decoded.kind === 'valid') return decoded.value;
  if (decoded.kind === 'envelope') return readEnvelope(ctx, decoded.value);
  throw schemaError(ctx, decoded.kind === 'invalid' ? decoded.detail : 'body is not JSON');
};

const readJson = (ctx: CallContext, text: string): Promise<unknown> => {
  const parsed = parseJson(text);
  if (!parsed.ok) throw schemaError(ctx, 'body is not JSON');
  return readEnvelope(ctx, parsed.value);
};

/** A JSON answer checked by the checker's worker, or in place when the worker could not. */
const readChecked = async (
  ctx: CallContext,
  checker: AnswerChecker,
  body: ArrayBuffer,
): Promise<unknown> => {
  const decoded = await checker.check(ctx.meta, body);
  if (decoded === undefined) return readJson(ctx, answerText(body));
  return readDecodedJson(ctx, decoded);
};

const readBody = async (ctx: CallContext, response: Response): Promise<unknown> => {
  if (!response.ok) return failHttp(ctx, response.status, await response.text().catch(() => ''));
  const kind = ctx.meta.responseKind;
  if (kind === 'json' && ctx.decode)
    return readDecoded(ctx, ctx.decode, await response.arrayBuffer());
  if (kind === 'json' && ctx.checker && ctx.meta.loadResponseSchema)
    return readChecked(ctx, ctx.checker, await response.arrayBuffer());
  if (kind === 'json') return readJson(ctx, await response.text());
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

/**
 * A request a reader sent itself, settled: ended by the call's own abort (a timeout, the caller),
 * it fails as such; the reader failing on its own (its worker crashed) reads as an answer that
 * could not be decoded, as when the page hands it the bytes.
 */
const settleForwarded = async (
  ctx: CallContext,
  forwarded: Promise<ForwardedAnswer>,
  signal: AbortSignal,
): Promise<ForwardedAnswer> => {
  try {
    return await forwarded;
  } catch (error) {
    if (signal.aborted) throw error;
    throw schemaError(ctx, 'answer could not be decoded', error);
  }
};

/** The answer to a request a reader sent itself, as `readBody` reads one the page received. */
const readForwarded = (ctx: CallContext, answer: ForwardedAnswer): unknown => {
  if (answer.kind === 'unreachable') throw new TypeError('no answer');
  if (answer.kind === 'status') return failHttp(ctx, answer.status, answer.text);
  return readDecodedJson(ctx, answer.decoded);
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

const callContext = (
  meta: OperationMeta,
  method: string,
  url: string,
  prefixed: boolean,
  detached: boolean,
): CallContext & { timeoutMs: number } => {
  const parsed = new URL(url, ORIGIN_PROBE);
  const absolute = parsed.origin !== ORIGIN_PROBE;
  const target = absolute || prefixed ? url : `${meta.base}${url}`;
  const bare = prefixed ? parsed.pathname.slice(meta.base.length) : parsed.pathname;
  const timeoutMs = detached ? (meta.detachedTimeoutMs ?? meta.timeoutMs) : meta.timeoutMs;
  const quiet = method === TASK_RUN.method && bare === TASK_RUN.path;
  return { meta, method, target, quiet, timeoutMs, sessionEpoch: getSessionEpoch() };
};

const authorize = (meta: OperationMeta, init: HeadersInit | undefined): Headers => {
  const headers = new Headers(init);
  const token = getToken();
  if (meta.auth === 'none') headers.delete('Authorization');
  else if (token !== null) headers.set('Authorization', `Bearer ${token}`);
  return headers;
};

/** A mutator over the given operations; the app uses `httpClient`, tests pass their own list. */
export const createHttpClient = ({ operations, checker }: HttpClientConfig): HttpClient => {
  const resolveOperation = createOperationResolver(operations);

  return async <T>(url: string, init: RequestOptions = {}): Promise<T> => {
    // Requests started together (a screen mounting) each go on in a task of their own.
    await yieldToPage();
    const { detached = false, signal: callerSignal, onUploadProgress, decodeJson, ...rest } = init;
    const method = (rest.method ?? 'GET').toUpperCase();
    const path = new URL(url, ORIGIN_PROBE).pathname;
    let resolved: Awaited<ReturnType<typeof resolveOperation>>;
    try {
      resolved = await resolveOperation(method, path);
    } catch (error) {
      // The table's chunk did not arrive: the same as a request that got no answer.
      if (!(method === TASK_RUN.method && path.endsWith(TASK_RUN.path))) {
        notify({ kind: 'error', message: messages.networkTimeout });
      }
      throw new ApiError('network', messages.networkTimeout, { cause: error });
    }
    // Calls that waited on the same table (an area's first calls) go on apart again: starting a
    // request costs the page a few milliseconds, seven in one task a long one.
    await yieldToPage();
    const ctx = {
      ...callContext(resolved.meta, method, url, resolved.prefixed, detached),
      decode: decodeJson,
      checker,
    };
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

    // The schema's chunk downloads (and, in the checker's worker, its schemas are built) while the
    // request is under way, instead of after the answer.
    const load =
      ctx.meta.responseKind === 'json' && !decodeJson ? ctx.meta.loadResponseSchema : undefined;
    if (load && checker) checker.warm(ctx.meta);
    else if (load) loadSchema(load).catch(() => undefined);

    try {
      const headers = authorize(ctx.meta, rest.headers);
      const body = rest.body ?? null;
      const forwarded =
        ctx.decode?.sendItself && !onUploadProgress && (body === null || typeof body === 'string')
          ? ctx.decode.sendItself(
              { url: ctx.target, method, headers: [...headers], body },
              controller.signal,
            )
          : undefined;
      if (forwarded)
        return (await readForwarded(
          ctx,
          await settleForwarded(ctx, forwarded, controller.signal),
        )) as T;
      // Only uploads report progress, and none happens before login: the sender loads with the first.
      const response = onUploadProgress
        ? await import('./send-with-progress').then(({ sendWithProgress }) =>
            sendWithProgress(
              ctx.target,
              { method, headers, body: rest.body ?? null, signal: controller.signal },
              onUploadProgress,
            ),
          )
        : await fetch(ctx.target, {
            ...rest,
            method,
            headers,
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

// The login screen needs the session area's operations only, so they are the one table in the
// entry. The index of every other operation (method, path and area) loads once a session token is
// held, and each area's table on that area's first call.
const defaultClient: HttpClient = createHttpClient({
  checker:
    typeof Worker === 'undefined'
      ? undefined
      : workerChecker(
          () =>
            new Worker(new URL('./answer-check.worker.ts', import.meta.url), { type: 'module' }),
        ),
  operations: {
    known: { session: sessionOperations },
    loadIndex: () =>
      import('./generated/operations/routes').then((m) => ({
        routes: m.operationRoutes,
        load: m.loadOperations,
      })),
    defaultTimeoutMs: DEFAULT_TIMEOUT_MS,
    preloadIndexWhen: () => getToken() !== null,
  },
});

// orval reads this declaration to learn the mutator's signature, so it stays a plain arrow function.
export const httpClient = <T>(url: string, init?: RequestOptions): Promise<T> =>
  defaultClient<T>(url, init);
