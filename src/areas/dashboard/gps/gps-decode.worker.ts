import { decodeGpsAnswer } from './gps-decode';

// Parses and checks a large getGpsTrace answer away from the page's main thread.
self.onmessage = (event: MessageEvent<string>) => {
  self.postMessage(decodeGpsAnswer(event.data));
};
