import { http, HttpResponse } from 'msw';

import { isApiRequest } from '../operation-match';

export const serverErrorScenario = [
  http.all(
    ({ request }) => isApiRequest(request),
    () => HttpResponse.json({ code: 500, msg: '服务器错误', data: null }, { status: 500 }),
  ),
];
