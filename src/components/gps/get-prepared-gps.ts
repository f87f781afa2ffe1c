import { offThreadDecoder } from '@/api/decode-off-thread';
import { getGetGpsTraceUrl } from '@/api/generated/endpoints/dashboard/dashboard';
import type { GpsTraceRequest } from '@/api/generated/model';
import { postDecoded } from '@/api/post-decoded';

import type { PreparedGpsAnswer } from './gps-decode';

/**
 * getGpsTrace's answer decoded and prepared in a worker, whatever its size: a fleet's day of fixes
 * runs to megabytes, and even a small answer's parsing, checking and simplifying (and building the
 * area's schemas to check it) would hold the page while the rest of the board renders. Only the
 * drawn vertices come back to the page. Where there are no workers, the decoder's code loads and
 * decodes in place.
 */
export const decodeGpsBytes = offThreadDecoder<PreparedGpsAnswer>(
  (text) => import('./gps-decode').then((m) => m.decodeGpsAnswer(text)),
  () => new Worker(new URL('./gps-decode.worker.ts', import.meta.url), { type: 'module' }),
  0,
);

/**
 * getGpsTrace as the generated call sends it, its answer read by `decodeGpsBytes`: what the client
 * hands back is that reader's value, the prepared paths, not the contract's list of fixes.
 */
export const getPreparedGps = (
  body: GpsTraceRequest,
  signal: AbortSignal,
): Promise<PreparedGpsAnswer> =>
  postDecoded<PreparedGpsAnswer>(getGetGpsTraceUrl(), body, decodeGpsBytes, signal);
