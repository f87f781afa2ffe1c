import { serveDecoder } from '@/api/decode-off-thread';
import { modelBuffers, type TraceModel } from '@/components/charts/trace/trace-model';

import { decodeTraceAnswer } from './trace-decode';

// Reads, parses, validates and models a large trace answer away from the page's main thread, from
// the bytes the page handed over; the model's typed arrays are handed back without copying.
self.onmessage = serveDecoder((text) => {
  const decoded = decodeTraceAnswer(text);
  const transfer =
    decoded.kind === 'valid' ? modelBuffers((decoded.value as { data: TraceModel }).data) : [];
  return { decoded, transfer };
});
