import type { DecodedJson } from '@/api/http-client';
import { decodeTraceAnswer } from './trace-decode';

/** Answers above this size are parsed in a worker; smaller ones cost less than starting one. */
export const OFF_THREAD_BYTES = 512 * 1024;

/** Decodes in a module worker of the same origin (the CSP's worker-src 'self'), or in place. */
export function decodeTraceText(text: string): Promise<DecodedJson> {
  if (text.length < OFF_THREAD_BYTES || typeof Worker === 'undefined') {
    return Promise.resolve(decodeTraceAnswer(text));
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./trace-decode.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.onmessage = (event: MessageEvent<DecodedJson>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'trace worker failed'));
    };
    worker.postMessage(text);
  });
}
