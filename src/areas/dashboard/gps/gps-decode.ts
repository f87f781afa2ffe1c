import '@/api/zod-config';
import { decodeAnswer, offThreadDecoder } from '@/api/decode-off-thread';
import type { DecodedJson } from '@/api/http-client';
import { getGpsTraceResponse } from '@/api/generated/zod/dashboard/dashboard.zod';

/** getGpsTrace's answer parsed and checked against the contract, as the client checks every answer. */
export const decodeGpsAnswer = (text: string): DecodedJson =>
  decodeAnswer(text, getGpsTraceResponse);

/**
 * The same, in a worker when the answer is large: a fleet's day of fixes runs to megabytes, whose
 * parsing and checking would otherwise hold the page while the rest of the board renders.
 */
export const decodeGpsText = offThreadDecoder(
  decodeGpsAnswer,
  () => new Worker(new URL('./gps-decode.worker.ts', import.meta.url), { type: 'module' }),
);
