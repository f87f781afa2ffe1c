import { createFrameBatcher } from './monitor-decode';
import { createWireEncoder } from './monitor-wire';

// Parses, validates and coalesces monitor frames away from the page's main thread. Frames that
// arrive together go back as one batch once the worker has caught up; a 102-family error frame
// goes back at once.
const toWire = createWireEncoder();
const batcher = createFrameBatcher((batch) => self.postMessage(toWire(batch)));

self.onmessage = (event: MessageEvent<string>) => batcher.push(event.data);
