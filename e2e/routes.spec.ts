import { BAD_PARAMS, BARE_REDIRECTS, ROUTES } from './route-table';
import { expect, hashPath, test, withToken } from './fixtures';

test.describe('without a token', () => {
  test('/ and every route of the table go to the login screen', async ({ page }) => {
    for (const path of ['/', '/login', '/no/such/page', ...ROUTES.map((r) => r.path)]) {
      await page.goto(`/#${path}`);
      await expect.poll(() => hashPath(page)).toBe('/login');
      await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    }
  });
});

test.describe('with a token', () => {
  test.beforeEach(async ({ page }) => withToken(page));

  test('/ and /login go at once to the device list', async ({ page }) => {
    for (const path of ['/', '/login']) {
      await page.goto(`/#${path}`);
      await expect.poll(() => hashPath(page)).toBe('/device-management/device-list');
      await expect(page.getByRole('heading', { level: 1, name: '设备列表' })).toBeVisible();
    }
  });

  for (const row of ROUTES) {
    test(`${row.path} shows ${row.title} with its breadcrumbs and document title`, async ({
      page,
    }) => {
      await page.goto(`/#${row.path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(row.title);
      await expect(page).toHaveTitle(new RegExp(`^${row.title} - `));
      const trail = page.getByRole('navigation', { name: '面包屑' });
      await expect(trail).toBeVisible();
      const text = (await trail.innerText()).replace(/\s+/g, ' ').trim();
      expect(text.startsWith(row.area)).toBe(true);
      expect(text.endsWith(row.title)).toBe(true);
    });
  }

  test('bare section paths go to their first screen', async ({ page }) => {
    for (const [from, to] of BARE_REDIRECTS) {
      await page.goto(`/#${from}`);
      await expect.poll(() => hashPath(page)).toBe(to);
    }
  });

  test('bad params and unknown paths show the not-found screen inside the layout', async ({
    page,
  }) => {
    for (const path of [...BAD_PARAMS, '/no/such/page', '/device-management/nothing']) {
      await page.goto(`/#${path}`);
      await expect(page.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: '面包屑' })).toBeVisible();
    }
  });
});
