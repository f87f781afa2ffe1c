import { http } from 'msw';

import { mockErrors } from '../demo';
import { isApiRequest, matchOperation } from '../operation-match';
import { fail } from '../respond';

/**
 * 1021 on every call that needs a token. The open calls (captcha, reset) and login, whose token is
 * optional, still work, so the expired-session flow can end in a fresh login.
 */
export const sessionExpiredScenario = [
  http.all(
    ({ request }) => isApiRequest(request),
    ({ request }) =>
      matchOperation(request)?.auth === 'required' ? fail(mockErrors.sessionInvalid) : undefined,
  ),
];
