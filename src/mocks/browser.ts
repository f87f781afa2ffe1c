import { setupWorker } from 'msw/browser';
import { handlersFor, isScenarioName } from './scenarios';

/** Starts the in-browser mock; `?scenario=NAME` before the `#` picks a scenario. */
export const startMockWorker = async (): Promise<void> => {
  const requested = new URLSearchParams(window.location.search).get('scenario');
  const worker = setupWorker(...handlersFor(isScenarioName(requested) ? requested : undefined));
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
};
