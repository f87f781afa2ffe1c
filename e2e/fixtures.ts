import { expect, type Page, test as base } from '@playwright/test';

import { AuthorityCode } from '../src/api/generated/model/authorityCode';

/** Any non-empty bearer token is the demo administrator on the embedded mock. */
export const DEMO_TOKEN = 'e2e-demo-token';

/** The mock's demo accounts (src/mocks/demo.ts); captcha code 8888 is always accepted. */
export const ADMIN = { username: 'admin', password: 'Vdaq@2026' } as const;
export const GUEST = { username: 'guest', password: 'Vdaq@2026' } as const;
export const CAPTCHA_CODE = '8888';

export const STORAGE = {
  token: 'jwtToken',
  monitorData: 'monitor_last_wsdata',
  userInfo: 'user_info',
  authorities: 'authority_codes',
} as const;

const adminUser = {
  id: 1,
  username: ADMIN.username,
  realName: '张伟',
  roles: [{ id: 1, name: '系统管理员' }],
  authorities: Object.values(AuthorityCode),
  userTagIds: [1, 2, 3, 4, 5, 6, 7, 8],
};

/**
 * Starts the page as the demo administrator right after a login: token, user and authority codes
 * in storage, plus `extra` entries. Seeded once per tab, so what the app clears stays cleared.
 */
export const withToken = async (page: Page, extra: Record<string, string> = {}) => {
  const entries: Record<string, string> = {
    [STORAGE.token]: DEMO_TOKEN,
    [STORAGE.userInfo]: JSON.stringify(adminUser),
    [STORAGE.authorities]: JSON.stringify(adminUser.authorities),
    ...extra,
  };
  await page.addInitScript((seed) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
    sessionStorage.setItem('e2e-seeded', '1');
  }, entries);
};

/** The hash path of the current URL, without its search part. */
export const hashPath = (page: Page) => new URL(page.url()).hash.replace(/^#/, '').split('?')[0];

/** The search params of the hash route (`#/login?redirect=…`). */
export const hashSearch = (page: Page) =>
  new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '');

export const readStorage = (page: Page, key: string) =>
  page.evaluate((k) => localStorage.getItem(k), key);

/** `/?scenario=NAME#/path`: the mock scenario is read from the query before the hash. */
export const scenarioUrl = (scenario: string, path: string) => `/?scenario=${scenario}#${path}`;

export const loginForm = (page: Page) => ({
  username: page.getByLabel('用户名', { exact: true }),
  password: page.getByLabel('密码', { exact: true }),
  captcha: page.getByLabel('验证码', { exact: true }),
  captchaButton: page.getByRole('button', { name: /验证码/ }),
  submit: page.getByRole('button', { name: '登录', exact: true }),
});

/** Fills the login form (captcha 8888) and submits it. */
export const logIn = async (
  page: Page,
  account: { username: string; password: string } = ADMIN,
) => {
  const form = loginForm(page);
  await form.username.fill(account.username);
  await form.password.fill(account.password);
  await form.captcha.fill(CAPTCHA_CODE);
  await form.submit.click();
};

export const heading = (page: Page) => page.getByRole('heading', { level: 1 });
export const breadcrumbs = (page: Page) => page.getByRole('navigation', { name: '面包屑' });
export const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: '通知' }).getByRole('alert').filter({ hasText: text });

/**
 * Records, in page time (ms), when an alert with `text` enters the page and when it leaves, so a
 * toast's lifetime is measured without the test's polling delay in it.
 */
export const recordAlertLifetime = async (page: Page, text: string) => {
  await page.addInitScript((wanted) => {
    const times: { shown?: number; hidden?: number } = {};
    Object.assign(window, { e2eAlertTimes: times });
    new MutationObserver(() => {
      const present = [...document.querySelectorAll('[role="alert"]')].some((el) =>
        el.textContent?.includes(wanted),
      );
      if (present && times.shown === undefined) times.shown = performance.now();
      if (!present && times.shown !== undefined && times.hidden === undefined) {
        times.hidden = performance.now();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
  return () =>
    page.evaluate(() => {
      const { shown = NaN, hidden = NaN } =
        (window as { e2eAlertTimes?: { shown?: number; hidden?: number } }).e2eAlertTimes ?? {};
      return hidden - shown;
    });
};

export const test = base;
export { expect };

/** How a call is made to fail in the page. */
export type CallFailure =
  { kind: 'http500' } | { kind: 'business'; code: number; msg: string } | { kind: 'offline' };

type FailureWindow = { __e2eFailures: Record<string, CallFailure>; __e2eCalls: string[] };

/**
 * Makes the page's calls fail, by the contract's path, as a test says. The embedded mock answers in its service
 * worker, whose answers never reach page.route, so the page's fetch is wrapped before the app
 * loads: `initial` fails from the first call, `set` changes a path's failure while the page runs
 * (null lets it through again), and `calls` lists every path called, those a worker of the page
 * sends itself (GPS traces) included; those go past the wrapper and cannot be made to fail here.
 * Against a real backend (no worker) page.route would do the same job.
 */
export const failCalls = async (page: Page, initial: Record<string, CallFailure> = {}) => {
  const sent = new Set<string>();
  page.on('request', (request) => sent.add(new URL(request.url()).pathname));
  await page.addInitScript((seed) => {
    const target = window as unknown as FailureWindow;
    target.__e2eFailures = { ...seed };
    target.__e2eCalls = [];
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      target.__e2eCalls.push(url.pathname);
      // By the contract's path: some calls go out under a gateway prefix (/zd-proxy/api/...).
      const key = Object.keys(target.__e2eFailures).find((path) => url.pathname.endsWith(path));
      const failure = key === undefined ? undefined : target.__e2eFailures[key];
      if (!failure) return original(input, init);
      if (failure.kind === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
      if (failure.kind === 'http500') return Promise.resolve(new Response('boom', { status: 500 }));
      return Promise.resolve(Response.json({ code: failure.code, msg: failure.msg, data: null }));
    };
  }, initial);
  return {
    set: (path: string, failure: CallFailure | null) =>
      page.evaluate(
        ({ key, value }) => {
          const target = window as unknown as FailureWindow;
          if (value) target.__e2eFailures[key] = value;
          else delete target.__e2eFailures[key];
        },
        { key: path, value: failure },
      ),
    calls: async () => [
      ...new Set([
        ...(await page.evaluate(() => (window as unknown as FailureWindow).__e2eCalls)),
        ...sent,
      ]),
    ],
  };
};
