import { delay, http } from 'msw';

import { isApiRequest } from '../operation-match';

export const SLOW_DELAY_MS = 3000;

/** Waits, then answers nothing, so the request falls through to the normal handlers. */
export const slowScenario = [
  http.all(
    ({ request }) => isApiRequest(request),
    async () => {
      await delay(SLOW_DELAY_MS);
      return undefined;
    },
  ),
];
