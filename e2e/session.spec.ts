import type { Page } from '@playwright/test';

import {
  expect,
  hashPath,
  hashSearch,
  heading,
  logIn,
  readStorage,
  scenarioUrl,
  STORAGE,
  test,
  withToken,
} from './fixtures';

const EXPIRED = '登录已失效，请重新登录';

/** The console forgot the session and shows login, saying why. */
const expectExpired = async (page: Page) => {
  await expect.poll(() => hashPath(page)).toBe('/login');
  // Written as expired=1; the router may rewrite it to its own form of the same value.
  expect(['1', 'true']).toContain(hashSearch(page).get('expired'));
  await expect(heading(page)).toHaveText('登录');
  await expect(page.getByRole('status').filter({ hasText: EXPIRED })).toBeVisible();
  expect(await readStorage(page, STORAGE.token)).toBeNull();
  expect(await readStorage(page, STORAGE.monitorData)).toBeNull();
};

/** Under the scenario every authenticated call expires; the backend "recovers" on a plain load. */
const reloadWithoutScenario = async (page: Page) => {
  await page.goto(`/${new URL(page.url()).hash}`);
};

test.beforeEach(async ({ page }) => {
  await withToken(page, { [STORAGE.monitorData]: JSON.stringify({ deviceId: 1, ports: [] }) });
});

for (const [path, title] of [
  ['/device-management/device-list', '设备列表'],
  ['/system-management/operation-log', '操作日志'],
] as const) {
  test(`an expired session on ${title} leads to login and, after login, back`, async ({ page }) => {
    await page.goto(scenarioUrl('session-expired', path));
    await expectExpired(page);
    expect(hashSearch(page).get('redirect')).toBe(path);

    await reloadWithoutScenario(page);
    await logIn(page);
    await expect.poll(() => hashPath(page)).toBe(path);
    await expect(heading(page)).toHaveText(title);
    expect(await readStorage(page, STORAGE.token)).toBeTruthy();
  });
}

test('a first visit to a deep link without a session does not claim it expired', async ({
  browser,
}) => {
  const page = await browser.newPage();
  await page.goto('/#/download');
  await expect.poll(() => hashPath(page)).toBe('/login');
  await expect(heading(page)).toHaveText('登录');
  await expect(page.getByText(EXPIRED)).toHaveCount(0);
  await page.close();
});
