import { isRecord } from '@/lib/is-record';

import { firstIssue } from './errors';
import type { DecodedJson, ForwardedAnswer, ForwardedRequest } from './http-client';

/** What a decoder made of an answer, its valid value typed as the decoder shapes it. */
export type Decoded<V> = { kind: 'valid'; value: V } | Exclude<DecodedJson, { kind: 'valid' }>;

/** Answers above this size are decoded in a worker; smaller ones cost less than starting one. */
export const OFF_THREAD_BYTES = 512 * 1024;

/** A `decodeJson` reader whose worker can be started before the answer arrives. */
export interface OffThreadDecoder<V> {
  (body: ArrayBuffer): Promise<Decoded<V>>;
  warm(): void;
  /** Present when the worker sends the request itself (see `offThreadDecoder`'s `sendsRequests`). */
  sendItself?: (
    request: ForwardedRequest,
    signal: AbortSignal,
  ) => Promise<ForwardedAnswer> | undefined;
}

/** What the page hands a decoder's worker: an answer's bytes, or a request to send and read. */
export type DecoderCommand = ArrayBuffer | ForwardedRequest;

const isForwarded = (command: DecoderCommand): command is ForwardedRequest =>
  'url' in command && typeof command.url === 'string';

/** What `decode` gives in a worker, and the buffers in it to hand back without copying. */
export interface Transferred<V> {
  decoded: Decoded<V>;
  transfer: Transferable[];
}

type TransferDecode<V> = (text: string) => Transferred<V>;

/**
 * The worker's side of `offThreadDecoder`: it decodes the bytes it is handed, or sends the request
 * it is handed and decodes the answer, whose bytes then never reach the page. A status other than
 * success comes back with its text, for the client's usual handling. `decode` may still be loading
 * (a worker whose decoder is large takes the request at once, and loads the decoder meanwhile).
 */
export const serveDecoder = <V>(
  decode: TransferDecode<V> | Promise<TransferDecode<V>>,
  post: (message: unknown, transfer: Transferable[]) => void = (message, transfer) =>
    self.postMessage(message, { transfer }),
) => {
  const decoder = Promise.resolve(decode);
  // A decoder that fails (its code did not load) reads as an answer that could not be decoded.
  const read = async (bytes: ArrayBuffer): Promise<Transferred<V>> => {
    try {
      return (await decoder)(answerText(bytes));
    } catch (error) {
      return {
        decoded: { kind: 'invalid', detail: `not decoded: ${String(error)}` },
        transfer: [],
      };
    }
  };
  return async ({ data }: MessageEvent<DecoderCommand>): Promise<void> => {
    if (!isForwarded(data)) {
      const { decoded, transfer } = await read(data);
      return post(decoded, transfer);
    }
    let bytes: ArrayBuffer;
    try {
      const response = await fetch(data.url, {
        method: data.method,
        headers: data.headers,
        body: data.body,
        credentials: 'include',
      });
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        return post({ kind: 'status', status: response.status, text }, []);
      }
      bytes = await response.arrayBuffer();
    } catch {
      return post({ kind: 'unreachable' }, []);
    }
    const { decoded, transfer } = await read(bytes);
    post({ kind: 'answered', decoded }, transfer);
  };
};

/** An answer's bytes as text, read as `Response.text()` reads them (UTF-8, a leading BOM dropped). */
export const answerText = (body: ArrayBuffer): string => new TextDecoder().decode(body);

/**
 * A `decodeJson` reader for one operation: large answers are read, parsed and checked in a module
 * worker of the same origin (the CSP's worker-src 'self'), which is handed their bytes without a
 * copy, so the page never turns megabytes into text; answers below `inPlaceBelow` bytes (and any
 * answer where workers do not exist) are decoded in place, by the same `decode` the worker runs
 * (which may load its code first: a decoder whose schemas the page should not build keeps them out
 * of the page's code). The worker posts back what `decode` gives (typed arrays in it may come as
 * transferables), so the reader's value has `decode`'s type. `warm()`, called as the request goes
 * out, starts the worker then, so its script is loaded while the answer is on its way; a small
 * answer leaves it waiting for the next one. With `sendsRequests` the worker sends the request
 * itself (`sendItself`, which the client uses when there are workers): the answer's bytes never
 * reach the page at all, not even to be received and handed over.
 */
export function offThreadDecoder<V>(
  decode: (text: string) => Decoded<V> | Promise<Decoded<V>>,
  createWorker: () => Worker,
  inPlaceBelow = OFF_THREAD_BYTES,
  { sendsRequests = false }: { sendsRequests?: boolean } = {},
): OffThreadDecoder<V> {
  let spare: Worker | null = null;
  /** A worker for one job: the warm one if there is one. It ends with the job. */
  const run = <R>(command: DecoderCommand, signal?: AbortSignal): Promise<R> =>
    new Promise((resolve, reject) => {
      const worker = spare ?? createWorker();
      spare = null;
      const end = () => {
        signal?.removeEventListener('abort', onAbort);
        worker.terminate();
      };
      const onAbort = () => {
        end();
        reject(signal?.reason);
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      worker.onmessage = (event: MessageEvent<R>) => {
        end();
        resolve(event.data);
      };
      worker.onerror = (event) => {
        end();
        reject(new Error(event.message || 'decode worker failed'));
      };
      worker.postMessage(command, isForwarded(command) ? [] : [command]);
    });
  const reader = (body: ArrayBuffer): Promise<Decoded<V>> => {
    if (body.byteLength < inPlaceBelow || typeof Worker === 'undefined') {
      return Promise.resolve(decode(answerText(body)));
    }
    return run<Decoded<V>>(body);
  };
  return Object.assign(reader, {
    warm: () => {
      if (typeof Worker !== 'undefined') spare ??= createWorker();
    },
    ...(sendsRequests
      ? {
          sendItself: (request: ForwardedRequest, signal: AbortSignal) =>
            typeof Worker === 'undefined' ? undefined : run<ForwardedAnswer>(request, signal),
        }
      : {}),
  });
}

interface AnswerSchema<T> {
  safeParse(value: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
      };
}

/**
 * An answer's text parsed and checked against its operation's schema, as the HTTP client checks
 * every answer; `shape` turns a valid answer into what the screen keeps (the answer itself by
 * default). Envelopes other than success are handed back for the client's usual handling.
 */
export function decodeAnswer<T>(text: string, schema: AnswerSchema<T>): Decoded<T>;
export function decodeAnswer<T, V>(
  text: string,
  schema: AnswerSchema<T>,
  shape: (answer: T) => V,
): Decoded<V>;
export function decodeAnswer<T, V>(
  text: string,
  schema: AnswerSchema<T>,
  shape?: (answer: T) => V,
): Decoded<T | V> {
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    return { kind: 'not-json' };
  }
  if (!isRecord(body) || body.code !== 0) return { kind: 'envelope', value: body };
  const result = schema.safeParse(body);
  if (!result.success) return { kind: 'invalid', detail: firstIssue(result.error.issues) };
  return { kind: 'valid', value: shape ? shape(result.data) : result.data };
}
