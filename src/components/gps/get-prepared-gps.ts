import { offThreadDecoder } from '@/api/decode-off-thread';
import { getGetGpsTraceUrl } from '@/api/generated/endpoints/dashboard/dashboard';
import type { GpsTraceRequest } from '@/api/generated/model';
import { postDecoded } from '@/api/post-decoded';

import type { PreparedGpsAnswer } from './gps-decode';

/**
 * getGpsTrace sent, and its answer decoded and prepared, in a worker, whatever its size: a fleet's
 * day of fixes runs to megabytes, and reading them (even receiving their bytes), parsing, checking
 * and simplifying them (and building the area's schemas to check them) would hold the page while
 * the rest of the board renders. Only the drawn vertices come back to the page. Where there are no
 * workers, the page sends the call, and the decoder's code loads and decodes in place.
 */
export const decodeGpsBytes = offThreadDecoder<PreparedGpsAnswer>(
  (text) => import('./gps-decode').then((m) => m.decodeGpsAnswer(text)),
  () => new Worker(new URL('./gps-decode.worker.ts', import.meta.url), { type: 'module' }),
  0,
  { sendsRequests: true },
);

/**
 * getGpsTrace as the generated call sends it, sent and read by `decodeGpsBytes`: what the client
 * hands back is that reader's value, the prepared paths, not the contract's list of fixes.
 */
export const getPreparedGps = (
  body: GpsTraceRequest,
  signal: AbortSignal,
): Promise<PreparedGpsAnswer> => {
  // The worker starts loading now, while the client still resolves the call.
  decodeGpsBytes.warm();
  return postDecoded<PreparedGpsAnswer>(getGetGpsTraceUrl(), body, decodeGpsBytes, signal);
};
