import { setupWorker } from 'msw/browser';

import { monitorSocketHandler } from './monitor/socket-handler';
import { handlersFor, isScenarioName } from './scenarios';

/** Starts the in-browser mock; `?scenario=NAME` before the `#` picks a scenario. */
export const startMockWorker = async (): Promise<void> => {
  const requested = new URLSearchParams(window.location.search).get('scenario');
  const scenario = isScenarioName(requested) ? requested : undefined;
  // The monitor socket streams from the same store as the calls (msw patches the page's WebSocket).
  const worker = setupWorker(...handlersFor(scenario), monitorSocketHandler);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledFrame: 'bypass',
    quiet: true,
  });
};
