import { offThreadDecoder } from '@/api/decode-off-thread';
import { getGetGpsTraceUrl } from '@/api/generated/endpoints/dashboard/dashboard';
import type { GpsTraceRequest } from '@/api/generated/model';
import { postDecoded } from '@/api/post-decoded';

import { decodeGpsAnswer, type PreparedGpsAnswer } from './gps-decode';

/**
 * getGpsTrace's answer decoded and prepared, in a worker when it is large: a fleet's day of fixes
 * runs to megabytes, whose parsing, checking and simplifying would otherwise hold the page while
 * the rest of the board renders. Only the drawn vertices come back to the page.
 */
export const decodeGpsBytes = offThreadDecoder(
  decodeGpsAnswer,
  () => new Worker(new URL('./gps-decode.worker.ts', import.meta.url), { type: 'module' }),
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
