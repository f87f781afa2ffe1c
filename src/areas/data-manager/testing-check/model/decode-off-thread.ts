import { offThreadDecoder } from '@/api/decode-off-thread';

import { decodeTraceAnswer } from './trace-decode';

/** getDataTraceList's answer decoded into the chart's model, in a worker when it is large. */
export const decodeTraceBytes = offThreadDecoder(
  decodeTraceAnswer,
  () => new Worker(new URL('./trace-decode.worker.ts', import.meta.url), { type: 'module' }),
);
