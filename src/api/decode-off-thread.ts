import { firstIssue } from './errors';
import type { DecodedJson } from './http-client';
import { isRecord } from '@/lib/is-record';

/** Answers above this size are decoded in a worker; smaller ones cost less than starting one. */
export const OFF_THREAD_BYTES = 512 * 1024;

/**
 * A `decodeJson` reader for one operation: large answers are parsed and checked in a module worker
 * of the same origin (the CSP's worker-src 'self'), small ones (and any answer where workers do not
 * exist) in place, by the same `decode` the worker runs.
 */
export function offThreadDecoder(
  decode: (text: string) => DecodedJson,
  createWorker: () => Worker,
): (text: string) => Promise<DecodedJson> {
  return (text) => {
    if (text.length < OFF_THREAD_BYTES || typeof Worker === 'undefined') {
      return Promise.resolve(decode(text));
    }
    return new Promise((resolve, reject) => {
      const worker = createWorker();
      worker.onmessage = (event: MessageEvent<DecodedJson>) => {
        worker.terminate();
        resolve(event.data);
      };
      worker.onerror = (event) => {
        worker.terminate();
        reject(new Error(event.message || 'decode worker failed'));
      };
      worker.postMessage(text);
    });
  };
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
export function decodeAnswer<T>(
  text: string,
  schema: AnswerSchema<T>,
  shape: (answer: T) => unknown = (answer) => answer,
): DecodedJson {
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    return { kind: 'not-json' };
  }
  if (!isRecord(body) || body.code !== 0) return { kind: 'envelope', value: body };
  const result = schema.safeParse(body);
  if (!result.success) return { kind: 'invalid', detail: firstIssue(result.error.issues) };
  return { kind: 'valid', value: shape(result.data) };
}
