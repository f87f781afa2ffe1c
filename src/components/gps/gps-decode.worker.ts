import { answerText } from '@/api/decode-off-thread';

import { decodeGpsForTransfer } from './gps-decode';

// Reads, parses, checks and prepares a large getGpsTrace answer away from the page's main thread,
// from the bytes the page handed over; only the few thousand vertices to draw come back, their
// typed arrays handed over without copying.
self.onmessage = (event: MessageEvent<ArrayBuffer>) => {
  const { decoded, transfer } = decodeGpsForTransfer(answerText(event.data));
  self.postMessage(decoded, { transfer });
};
