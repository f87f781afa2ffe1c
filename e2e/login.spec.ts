import type { Locator, Page, Request } from '@playwright/test';

import {
  ADMIN,
  expect,
  hashPath,
  heading,
  logIn,
  loginForm,
  readStorage,
  STORAGE,
  test,
} from './fixtures';

const isCaptchaCall = (url: string) => new URL(url).pathname === '/api/util/genPicCaptcha';

const openLogin = async (page: Page) => {
  await page.goto('/#/login');
  await expect(heading(page)).toHaveText('登录');
};

const decodedWidth = (picture: Locator) =>
  picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

test('the captcha is a decoded picture; clicking it fetches a new one with a new key', async ({
  page,
}) => {
  const calls: Request[] = [];
  page.on('request', (r) => {
    if (isCaptchaCall(r.url())) calls.push(r);
  });
  await openLogin(page);
  const { captchaButton } = loginForm(page);
  const picture = captchaButton.locator('img');
  await expect.poll(() => decodedWidth(picture)).toBeGreaterThan(0);
  const firstSrc = await picture.getAttribute('src');
  expect(calls).toHaveLength(1);

  await captchaButton.click();
  await expect.poll(() => calls.length).toBe(2);
  const [first, second] = calls.map((r) => new URL(r.url()).searchParams.get('key'));
  expect(first).toBeTruthy();
  expect(second).toBeTruthy();
  expect(second).not.toBe(first);
  // The captcha is one of the calls sent without the bearer token.
  expect(calls[1]?.headers()['authorization']).toBeUndefined();
  await expect(picture).not.toHaveAttribute('src', firstSrc ?? '');
  await expect.poll(() => decodedWidth(picture)).toBeGreaterThan(0);
});

test('an empty submit shows a message under each field', async ({ page }) => {
  await openLogin(page);
  const form = loginForm(page);
  await form.submit.click();
  await expect(page.getByText('请输入用户名')).toBeVisible();
  await expect(page.getByText('请输入密码')).toBeVisible();
  await expect(page.getByText('请输入验证码')).toBeVisible();
  await expect(form.username).toHaveAttribute('aria-invalid', 'true');
  await expect(form.username).toBeFocused();
  expect(hashPath(page)).toBe('/login');
});

test('a wrong password keeps what was typed and shows the server message', async ({ page }) => {
  await openLogin(page);
  const form = loginForm(page);
  await logIn(page, { username: ADMIN.username, password: 'Wrong@2026' });
  await expect(page.getByRole('alert').filter({ hasText: '用户名或密码错误' })).toBeVisible();
  await expect(form.username).toHaveValue(ADMIN.username);
  await expect(form.password).toHaveValue('Wrong@2026');
  expect(hashPath(page)).toBe('/login');
  expect(await readStorage(page, STORAGE.token)).toBeNull();
});

test('the demo administrator lands on the device list and logs out through the user menu', async ({
  page,
}) => {
  await openLogin(page);
  await logIn(page);
  await expect.poll(() => hashPath(page)).toBe('/device-management/device-list');
  await expect(heading(page)).toHaveText('设备列表');
  expect(await readStorage(page, STORAGE.token)).toBeTruthy();

  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect.poll(() => hashPath(page)).toBe('/login');
  await expect(heading(page)).toHaveText('登录');
  expect(await readStorage(page, STORAGE.token)).toBeNull();
  // The token is really gone: the app's screens send the user back to login.
  await page.goto('/#/dashboard');
  await expect.poll(() => hashPath(page)).toBe('/login');
});
