import { BAD_PARAMS, BARE_REDIRECTS, ROUTES, UNKNOWN_PATHS, trailOf } from './route-table';
import { GUEST, breadcrumbs, expect, hashPath, heading, logIn, test, withToken } from './fixtures';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('without a token', () => {
  for (const path of ['/', '/login', '/no/such/page', ...ROUTES.map((r) => r.path)]) {
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

  for (const row of ROUTES) {
    test(`${row.path} shows ${row.title}, its breadcrumbs and document title`, async ({ page }) => {
      const trail = trailOf(row);
      await page.goto(`/#${row.path}`);
      await expect(heading(page)).toHaveText(row.title);
      await expect(heading(page)).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(`^${escape(row.title)} - `));
      await expect(breadcrumbs(page).getByRole('link')).toHaveText(trail.slice(0, -1));
      await expect(breadcrumbs(page).locator('[aria-current="page"]')).toHaveText([row.title]);
      await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
      expect(hashPath(page)).toBe(row.path);
    });
  }

  for (const [from, to] of BARE_REDIRECTS) {
    test(`bare ${from} goes to ${to}`, async ({ page }) => {
      await page.goto(`/#${from}`);
      await expect.poll(() => hashPath(page)).toBe(to);
      await expect(heading(page)).toHaveText(ROUTES.find((r) => r.path === to)?.title ?? '');
    });
  }

  for (const path of [...BAD_PARAMS, ...UNKNOWN_PATHS]) {
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
