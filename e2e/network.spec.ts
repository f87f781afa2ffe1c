import {
  expect,
  heading,
  logIn,
  loginForm,
  recordAlertLifetime,
  scenarioUrl,
  test,
  toast,
  withToken,
} from './fixtures';

const TIMEOUT = '网络请求超时';

test('no answer at all: the toast 网络请求超时 shows for 3 s', async ({ page }) => {
  const lifetime = await recordAlertLifetime(page, TIMEOUT);
  // The login screen's captcha is its first call; under network-down it gets no answer.
  await page.goto(scenarioUrl('network-down', '/login'));
  await expect(toast(page, TIMEOUT)).toBeVisible();
  await expect(toast(page, TIMEOUT)).toBeHidden();
  const shownFor = await lifetime();
  // The 3 s start when the toast is raised; the first paint of it comes a few ms later.
  expect(shownFor).toBeGreaterThanOrEqual(2_900);
  expect(shownFor).toBeLessThanOrEqual(4_500);
  // The screen stays usable: the captcha says it failed and offers another try.
  await expect(heading(page)).toHaveText('登录');
  await expect(loginForm(page).captchaButton).toContainText('验证码加载失败');
});

test.describe('server-error (HTTP 500 everywhere)', () => {
  test('the login screen shows what failed, never a blank page', async ({ page }) => {
    await page.goto(scenarioUrl('server-error', '/login'));
    await expect(heading(page)).toHaveText('登录');
    await expect(loginForm(page).captchaButton).toContainText('验证码加载失败');
    await logIn(page);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('服务器错误');
    // 500 is logged, not toasted: only a missing answer or a 504 toasts.
    await expect(toast(page, TIMEOUT)).toHaveCount(0);
  });

  test('a screen inside the layout shows its error state', async ({ page }) => {
    await withToken(page);
    await page.goto(scenarioUrl('server-error', '/edit-password'));
    await expect(heading(page)).toHaveText('修改密码');
    await page.getByLabel('旧密码', { exact: true }).fill('Vdaq@2026');
    await page.getByLabel('新密码', { exact: true }).fill('Newer@2026x');
    await page.getByLabel('确认新密码', { exact: true }).fill('Newer@2026x');
    await page.getByRole('button', { name: '确定', exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('服务器错误');
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  });
});
