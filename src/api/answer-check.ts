import type { OperationMeta } from './generated/operations/meta';
import type { DecodedJson } from './http-client';

/**
 * Reads, parses and checks JSON answers against their operations' response schemas away from the
 * page's main thread. Building an area's schemas when their module first runs, and checking a
 * large answer, are long tasks a slow device feels; in a worker the page only takes the checked
 * value back.
 */
export interface AnswerChecker {
  /** Starts building the operation's schemas, as its request goes out. */
  warm(meta: OperationMeta): void;
  /**
   * The answer's bytes parsed and checked; `undefined` when the worker could not do it (it failed
   * to start or to load the schema), and the client checks the answer in place instead.
   */
  check(meta: OperationMeta, body: ArrayBuffer): Promise<DecodedJson | undefined>;
}

/** What the page asks the worker: with a body, to check it; without, to build the schemas. */
export interface AnswerCheckRequest {
  id: number;
  tag: string;
  operationId: string;
  body?: ArrayBuffer;
}

/** The worker's reply to a request with a body. */
export type AnswerCheckReply =
  { id: number; decoded: DecodedJson } | { id: number; failed: string };

/** A reply later than this (a worker stuck on a schema chunk that never arrives) is not waited for. */
export const CHECK_WAIT_MS = 10_000;

/**
 * A checker over one module worker, started on the first request and kept for the visit. Each
 * answer is copied to the worker (it stays readable here, should the worker fail); replies are
 * matched by id. An answer the worker has not checked within `CHECK_WAIT_MS` is checked in place;
 * once the worker has failed as a whole, every answer is.
 */
export function workerChecker(createWorker: () => Worker): AnswerChecker {
  let worker: Worker | null = null;
  let broken = false;
  let nextId = 0;
  const pending = new Map<number, (decoded: DecodedJson | undefined) => void>();

  const fail = () => {
    broken = true;
    worker?.terminate();
    worker = null;
    for (const settle of pending.values()) settle(undefined);
    pending.clear();
  };

  const started = (): Worker | null => {
    if (broken) return null;
    if (worker) return worker;
    try {
      worker = createWorker();
    } catch {
      fail();
      return null;
    }
    worker.onmessage = (event: MessageEvent<AnswerCheckReply>) => {
      const reply = event.data;
      const settle = pending.get(reply.id);
      if (!settle) return;
      pending.delete(reply.id);
      settle('decoded' in reply ? reply.decoded : undefined);
    };
    worker.onerror = fail;
    worker.onmessageerror = fail;
    return worker;
  };

  const send = (meta: OperationMeta, body?: ArrayBuffer): number | null => {
    const target = started();
    if (!target) return null;
    nextId += 1;
    const request: AnswerCheckRequest = {
      id: nextId,
      tag: meta.tag,
      operationId: meta.operationId,
      body,
    };
    target.postMessage(request);
    return nextId;
  };

  return {
    warm: (meta) => {
      send(meta);
    },
    check: (meta, body) =>
      new Promise((resolve) => {
        const id = send(meta, body);
        if (id === null) {
          resolve(undefined);
          return;
        }
        const timer = setTimeout(() => {
          pending.delete(id);
          resolve(undefined);
        }, CHECK_WAIT_MS);
        pending.set(id, (decoded) => {
          clearTimeout(timer);
          resolve(decoded);
        });
      }),
  };
}
