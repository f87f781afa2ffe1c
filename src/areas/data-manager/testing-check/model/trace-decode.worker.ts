import { modelBuffers, type TraceModel } from '@/components/charts/trace/trace-model';

import { decodeTraceAnswer } from './trace-decode';

// Parses, validates and models a large trace answer away from the page's main thread; the model's
// typed arrays are handed back without copying.
self.onmessage = (event: MessageEvent<string>) => {
  const decoded = decodeTraceAnswer(event.data);
  const transfer =
    decoded.kind === 'valid' ? modelBuffers((decoded.value as { data: TraceModel }).data) : [];
  self.postMessage(decoded, { transfer });
};
