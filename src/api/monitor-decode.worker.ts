import { createMonitorCoalescer } from './monitor-decode';

// Parses, validates and coalesces monitor frames away from the page's main thread. Frames that
// arrive together go back as one batch once the worker has caught up; a 102-family error frame
// goes back at once.
const coalescer = createMonitorCoalescer();
let scheduled = false;

const post = () => {
  scheduled = false;
  const batch = coalescer.take();
  if (batch) self.postMessage(batch);
};

self.onmessage = (event: MessageEvent<string>) => {
  coalescer.add(event.data);
  if (coalescer.expired) return post();
  if (!scheduled && coalescer.waiting) {
    scheduled = true;
    setTimeout(post, 0);
  }
};
