import { isRecord } from '@/lib/is-record';

import { firstIssue } from './errors';
import type { DecodedJson } from './http-client';

/** What a decoder made of an answer, its valid value typed as the decoder shapes it. */
export type Decoded<V> = { kind: 'valid'; value: V } | Exclude<DecodedJson, { kind: 'valid' }>;

/** Answers above this size are decoded in a worker; smaller ones cost less than starting one. */
export const OFF_THREAD_BYTES = 512 * 1024;

/** A `decodeJson` reader whose worker can be started before the answer arrives. */
export interface OffThreadDecoder<V> {
  (body: ArrayBuffer): Promise<Decoded<V>>;
  warm(): void;
}

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
 * answer leaves it waiting for the next one.
 */
export function offThreadDecoder<V>(
  decode: (text: string) => Decoded<V> | Promise<Decoded<V>>,
  createWorker: () => Worker,
  inPlaceBelow = OFF_THREAD_BYTES,
): OffThreadDecoder<V> {
  let spare: Worker | null = null;
  const reader = (body: ArrayBuffer): Promise<Decoded<V>> => {
    if (body.byteLength < inPlaceBelow || typeof Worker === 'undefined') {
      return Promise.resolve(decode(answerText(body)));
    }
    return new Promise((resolve, reject) => {
      const worker = spare ?? createWorker();
      spare = null;
      worker.onmessage = (event: MessageEvent<Decoded<V>>) => {
        worker.terminate();
        resolve(event.data);
      };
      worker.onerror = (event) => {
        worker.terminate();
        reject(new Error(event.message || 'decode worker failed'));
      };
      worker.postMessage(body, [body]);
    });
  };
  return Object.assign(reader, {
    warm: () => {
      if (typeof Worker !== 'undefined') spare ??= createWorker();
    },
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
