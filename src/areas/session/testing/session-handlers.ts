import { delay, http, HttpResponse } from 'msw';

import type { CurrentUser } from '@/api/generated/model';
import { mockErrors } from '@/mocks/demo';

// A 1×1 grey PNG: enough for the image element, the tests never read it.
const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGP4DwABAQEAWk1v8QAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

export const testUser: CurrentUser = {
  id: 1,
  username: 'admin',
  realName: 'Zhang Wei',
  email: 'zhang.wei@vdaq.cn',
  phone: '13800138000',
  roles: [{ id: 1, name: 'admin' }],
  authorities: ['device:list', 'dashboard:view', 'monitor:single'],
  userTagIds: [1],
  lastLoginAt: '2026-11-20T08:30:00+08:00',
};

export const testCredentials = { username: 'admin', password: 'Vdaq@2026', captchaCode: '7K3P' };
export const testToken = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJl';

export interface SessionCalls {
  captchaKeys: string[];
  verifies: Record<string, unknown>[];
  logins: Record<string, unknown>[];
  resets: Record<string, unknown>[];
  changes: Record<string, unknown>[];
}

export interface SessionHandlerOptions {
  /** Milliseconds each call waits, or 'infinite' to keep a request pending. */
  latency?: number | 'infinite';
  loginError?: { code: number; msg: string };
  changeError?: { code: number; msg: string };
  /** The account login answers with (testUser when absent). */
  user?: CurrentUser;
}

const readBody = async (request: Request): Promise<Record<string, unknown>> =>
  (await request.json()) as Record<string, unknown>;

const fail = (error: { code: number; msg: string }) =>
  HttpResponse.json({ code: error.code, msg: error.msg, data: null });

/** Answers the session calls with envelopes and records what was sent. */
export function createSessionHandlers(options: SessionHandlerOptions = {}) {
  const calls: SessionCalls = {
    captchaKeys: [],
    verifies: [],
    logins: [],
    resets: [],
    changes: [],
  };
  const wait = async () => {
    if (options.latency !== undefined) await delay(options.latency);
  };
  const handlers = [
    http.get('*/api/util/genPicCaptcha', ({ request }) => {
      calls.captchaKeys.push(new URL(request.url).searchParams.get('key') ?? '');
      return new HttpResponse(PNG_BYTES, { headers: { 'Content-Type': 'image/png' } });
    }),
    // The picture's code is always testCredentials.captchaCode, in any case.
    http.post('*/api/util/verifyPicCaptcha', async ({ request }) => {
      const body = await readBody(request);
      calls.verifies.push(body);
      await wait();
      const code = typeof body.code === 'string' ? body.code.toUpperCase() : '';
      return HttpResponse.json({
        code: 0,
        msg: 'success',
        data: { valid: code === testCredentials.captchaCode },
      });
    }),
    http.post('*/api/user/login', async ({ request }) => {
      const body = await readBody(request);
      calls.logins.push(body);
      await wait();
      if (options.loginError) return fail(options.loginError);
      if (
        body.username !== testCredentials.username ||
        body.password !== testCredentials.password
      ) {
        return fail(mockErrors.badCredentials);
      }
      return HttpResponse.json({
        code: 0,
        msg: 'success',
        data: { token: testToken, user: options.user ?? testUser },
      });
    }),
    http.post('*/api/user/resetPasswd', async ({ request }) => {
      const body = await readBody(request);
      calls.resets.push(body);
      await wait();
      if (body.captchaCode !== testCredentials.captchaCode) return fail(mockErrors.badCaptcha);
      return HttpResponse.json({
        code: 0,
        msg: 'success',
        data: { maskedContact: 'z***@vdaq.cn' },
      });
    }),
    http.post('*/api/user/changePasswd', async ({ request }) => {
      calls.changes.push(await readBody(request));
      await wait();
      if (options.changeError) return fail(options.changeError);
      return HttpResponse.json({ code: 0, msg: 'success', data: true });
    }),
  ];
  return { handlers, calls };
}
