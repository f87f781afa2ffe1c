import { serveDecoder } from '@/api/decode-off-thread';

// Sends getGpsTrace and reads, parses, checks and prepares its answer away from the page's main
// thread (or does so with the bytes the page hands over); only the few thousand vertices to draw
// come back, their typed arrays handed over without copying. The decoder (the area's schemas
// among it) loads while the request is on its way, so the request does not wait for it.
self.onmessage = serveDecoder(import('./gps-decode').then((m) => m.decodeGpsForTransfer));
