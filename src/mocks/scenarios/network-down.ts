import { http, HttpResponse } from 'msw';

import { isApiRequest } from '../operation-match';

/** No response at all, as when the network or the server is gone. */
export const networkDownScenario = [
  http.all(
    ({ request }) => isApiRequest(request),
    () => HttpResponse.error(),
  ),
];
