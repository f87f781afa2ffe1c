import { decodeGpsForTransfer } from './gps-decode';

// Parses, checks and prepares a large getGpsTrace answer away from the page's main thread; only
// the few thousand vertices to draw come back, their typed arrays handed over without copying.
self.onmessage = (event: MessageEvent<string>) => {
  const { decoded, transfer } = decodeGpsForTransfer(event.data);
  self.postMessage(decoded, { transfer });
};
