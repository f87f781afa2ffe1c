import { breadcrumbs, expect, GUEST, hashPath, heading, logIn, test, withToken } from './fixtures';
import { BAD_PARAMS, BARE_REDIRECTS, ROUTES, UNKNOWN_PATHS } from './route-table';

// Every row of the route table is checked in src/routes/-route-table.test.tsx (with and without a
// token, bare paths, refused params) and visited once here by a11y.spec.ts. This file keeps what
// only a real browser shows: hash URLs typed into the address bar, redirects and the menu.

/** A few rows of each kind, typed into the address bar. */
const LOGGED_OUT_PATHS = [
  '/',
  '/login',
  '/no/such/page',
  '/dashboard',
  '/data-compute/signal-dict-handle/edit/3',
  '/master-data-management/car-team-info/new/0',
];
const SAMPLE_REFUSED = [BAD_PARAMS[0], BAD_PARAMS[4], UNKNOWN_PATHS[2]].filter(
  (path): path is string => path !== undefined,
);

test.describe('without a token', () => {
  for (const path of LOGGED_OUT_PATHS) {
    test(`${path} goes to the login screen`, async ({ page }) => {
      await page.goto(`/#${path}`);
      await expect.poll(() => hashPath(page)).toBe('/login');
      await expect(heading(page)).toHaveText('登录');
      await expect(page).toHaveTitle(/^登录 - /);
      await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
      // Not having logged in is not an expired session.
      await expect(page.getByText('登录已失效，请重新登录')).toHaveCount(0);
    });
  }
});

test.describe('with a token', () => {
  test.beforeEach(async ({ page }) => withToken(page));

  for (const path of ['/', '/login']) {
    test(`${path} goes at once to the device list`, async ({ page }) => {
      await page.goto(`/#${path}`);
      await expect.poll(() => hashPath(page)).toBe('/device-management/device-list');
      await expect(heading(page)).toHaveText('设备列表');
    });
  }

  test('/login follows a redirect inside the app, never one to another origin', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/#/login?redirect=${encodeURIComponent('/data-manager/data-cut')}`);
    await expect.poll(() => hashPath(page)).toBe('/data-manager/data-cut');
    await page.goto(`/#/login?redirect=${encodeURIComponent('https://evil.example/')}`);
    await expect.poll(() => hashPath(page)).toBe('/device-management/device-list');
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
  });

  for (const [from, to] of BARE_REDIRECTS.slice(0, 2)) {
    test(`bare ${from} goes to ${to}`, async ({ page }) => {
      await page.goto(`/#${from}`);
      await expect.poll(() => hashPath(page)).toBe(to);
      await expect(heading(page)).toHaveText(ROUTES.find((r) => r.path === to)?.title ?? '');
    });
  }

  for (const path of SAMPLE_REFUSED) {
    test(`${path} shows the not-found screen inside the layout`, async ({ page }) => {
      await page.goto(`/#${path}`);
      await expect(heading(page)).toHaveText('页面不存在');
      await expect(page).toHaveTitle(/^页面不存在 - /);
      await expect(breadcrumbs(page).locator('[aria-current="page"]')).toHaveText(['页面不存在']);
      await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
      expect(hashPath(page)).toBe(path);
    });
  }

  test('the menu lists every area and leads to its screens', async ({ page }) => {
    await page.goto('/#/dashboard');
    const menu = page.getByRole('navigation', { name: '主菜单' });
    // An area is a group button, or a plain link when it is a single screen (数据看板, 下载中心).
    for (const area of new Set(ROUTES.map((r) => r.area).filter((a) => a !== '修改密码'))) {
      const entry = menu.getByRole('button', { name: area, exact: true });
      await expect(entry.or(menu.getByRole('link', { name: area, exact: true }))).toBeVisible();
    }
    await menu.getByRole('button', { name: '数据管理', exact: true }).click();
    await menu.getByRole('link', { name: '数据切片', exact: true }).click();
    await expect(heading(page)).toHaveText('数据切片');
    expect(hashPath(page)).toBe('/data-manager/data-cut');
  });
});

test.describe('a user without a screen’s authority code', () => {
  test('does not see it in the menu and gets 无权限 on its path', async ({ page }) => {
    await page.goto('/#/login');
    await logIn(page, GUEST);
    await expect.poll(() => hashPath(page)).toBe('/device-management/device-list');
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await expect(menu.getByRole('link', { name: '设备列表' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '设备配置' })).toHaveCount(0);
    await page.goto('/#/device-management/device-configuration');
    await expect(heading(page)).toHaveText('无权限');
    await expect(page).toHaveTitle(/^无权限 - /);
    await expect(page.getByText('此页面尚未完成')).toHaveCount(0);
  });
});
