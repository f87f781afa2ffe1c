import { createMonitorRelay, type RelayCommand } from './monitor-relay';

// The monitor socket itself, away from the page's main thread: frames are parsed, validated and
// coalesced here, and the page gets one batch each time the worker has caught up.
const relay = createMonitorRelay((event) => self.postMessage(event));

self.onmessage = (event: MessageEvent<RelayCommand>) => relay(event.data);
