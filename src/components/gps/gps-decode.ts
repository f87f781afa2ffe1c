import '@/api/zod-config';

import { decodeAnswer, type Decoded } from '@/api/decode-off-thread';
import type { CarGpsTrace } from '@/api/generated/model';
import { GetGpsTraceResponse } from '@/api/generated/zod/dashboard/dashboard.zod';

import { DEFAULT_MAX_VERTICES, type PreparedTraces, prepareTraces } from './prepare';

/** What the GPS card keeps of getGpsTrace's answer: the paths ready to draw, not the fixes. */
export interface PreparedGps {
  prepared: PreparedTraces;
  /** No car had a single fix, valid or not: the card's empty state. */
  noFixes: boolean;
}

/** A success answer of getGpsTrace whose data is prepared for drawing. */
export interface PreparedGpsAnswer {
  code: 0;
  msg: string;
  data: PreparedGps;
}

/** The traces prepared for the view, and whether there was anything at all. */
export const prepareGps = (
  traces: readonly CarGpsTrace[],
  maxVertices = DEFAULT_MAX_VERTICES,
): PreparedGps => ({
  prepared: prepareTraces(traces, maxVertices),
  noFixes: traces.every((trace) => trace.points.length === 0),
});

/**
 * getGpsTrace's answer parsed and checked against the contract, as the client checks every answer,
 * then prepared for drawing. The same function runs in the worker (large answers) and in place.
 */
export const decodeGpsAnswer = (text: string): Decoded<PreparedGpsAnswer> =>
  decodeAnswer(text, GetGpsTraceResponse, (answer): PreparedGpsAnswer => ({
    code: 0,
    msg: answer.msg,
    data: prepareGps(answer.data),
  }));

/** The buffers of the prepared paths' typed arrays, each once: handed over, not copied. */
export const preparedBuffers = ({ traces }: PreparedTraces): ArrayBuffer[] => {
  const buffers = new Set<ArrayBuffer>();
  for (const trace of traces) {
    for (const array of [trace.xs, trace.ys, trace.ts, trace.speed, trace.starts])
      buffers.add(array.buffer);
  }
  return [...buffers];
};

/** What the worker posts back for an answer's text, and the buffers it transfers with it. */
export function decodeGpsForTransfer(text: string): {
  decoded: Decoded<PreparedGpsAnswer>;
  transfer: ArrayBuffer[];
} {
  const decoded = decodeGpsAnswer(text);
  const transfer = decoded.kind === 'valid' ? preparedBuffers(decoded.value.data.prepared) : [];
  return { decoded, transfer };
}
