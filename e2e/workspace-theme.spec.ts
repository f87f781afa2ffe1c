import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, heading, test, withToken } from './fixtures';

/**
 * Records the look of the page as the document finishes parsing, before the console's code has
 * started: the theme on <html>, the splash's ground and whether the splash is still the only content.
 */
const recordFirstPaint = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      sessionStorage.setItem(
        'e2e-first-paint',
        JSON.stringify({
          theme: document.documentElement.getAttribute('data-theme'),
          ground: getComputedStyle(document.documentElement).backgroundColor,
          splash: root?.textContent?.trim() ?? '',
        }),
      );
    });
  });

const firstPaint = async (page: Page) =>
  JSON.parse((await page.evaluate(() => sessionStorage.getItem('e2e-first-paint'))) ?? '{}') as {
    theme?: string;
    ground?: string;
    splash?: string;
  };

/** The page's colour-contrast violations, each with the elements it was found on. */
const contrastViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  return violations.map((v) => ({
    rule: v.id,
    nodes: v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
  }));
};

const openUserMenu = async (page: Page) => {
  await page.getByRole('button', { name: /用户菜单/ }).click();
  return page.getByRole('menu');
};

test.describe('a dark system preference', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await recordFirstPaint(page);
  });

  test('the login screen is dark from the first paint', async ({ page }) => {
    await page.goto('/#/login');
    await expect(heading(page)).toHaveText('登录');
    expect(await firstPaint(page)).toEqual({
      theme: 'dark',
      ground: 'rgb(2, 6, 23)',
      splash: '车辆数据采集平台',
    });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a signed-in user following the system sees the console dark, and 浅色 overrides it', async ({
    page,
  }) => {
    await withToken(page);
    await page.goto('/#/dashboard');
    await expect(heading(page)).toHaveText('数据看板');
    expect((await firstPaint(page)).theme).toBe('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const menu = await openUserMenu(page);
    await expect(menu.getByRole('menuitemradio', { name: '跟随系统' })).toBeChecked();
    await menu.getByRole('menuitemradio', { name: '浅色' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(heading(page)).toHaveText('数据看板');
    expect((await firstPaint(page)).theme).toBe('light');
  });
});

test.describe('a light system preference', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await recordFirstPaint(page);
    await withToken(page);
  });

  test('深色 in the user menu darkens the console and holds from the first paint after a reload', async ({
    page,
  }) => {
    await page.goto('/#/dashboard');
    await expect(heading(page)).toHaveText('数据看板');
    expect((await firstPaint(page)).theme).toBe('light');
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitemradio', { name: '深色' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(heading(page)).toHaveText('数据看板');
    expect(await firstPaint(page)).toMatchObject({ theme: 'dark', ground: 'rgb(2, 6, 23)' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('紧凑 makes list rows about 32 px high', async ({ page }) => {
    // A list of one-line cells: two-line cells (a status over its time) set their own height.
    await page.goto('/#/master-data-management/vehicle-model');
    await expect(heading(page)).toHaveText('车型');
    // A row of data (the skeleton rows shown while the list loads are hidden from the roles).
    const body = page.getByRole('table').locator('tbody');
    await expect(body).not.toHaveAttribute('aria-busy', 'true');
    const row = body.getByRole('row').first();
    await expect(row).toBeVisible();
    const standard = (await row.boundingBox())?.height ?? 0;
    expect(standard).toBeGreaterThan(34);
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitemradio', { name: '紧凑' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-density', 'compact');
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await row.boundingBox())?.height ?? 0).toBeLessThan(standard);
    expect((await row.boundingBox())?.height ?? 0).toBeLessThanOrEqual(34);
  });
});

// Colour contrast once the data has arrived (the accessibility pass checks every screen as it
// opens), on the busiest screens and the open user menu, in each theme.
const SCREENS = [
  { path: '/dashboard', title: '数据看板' },
  { path: '/device-management/device-list', title: '设备列表' },
  { path: '/monitoring/global-monitoring', title: '全局监控' },
  { path: '/data-manager/testing-check', title: '试验检查' },
  { path: '/system-management/account-management', title: '账号管理' },
] as const;

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`the ${colorScheme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme });
    });

    for (const screen of SCREENS) {
      test(`${screen.path} has no colour-contrast violation`, async ({ page }) => {
        await withToken(page);
        await page.goto(`/#${screen.path}`);
        await expect(heading(page)).toHaveText(screen.title);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect(await contrastViolations(page)).toEqual([]);
      });
    }

    test('the user menu has no colour-contrast violation', async ({ page }) => {
      await withToken(page);
      await page.goto('/#/dashboard');
      await expect(heading(page)).toHaveText('数据看板');
      await expect(
        (await openUserMenu(page)).getByRole('menuitemradio', { name: '跟随系统' }),
      ).toBeChecked();
      expect(await contrastViolations(page)).toEqual([]);
    });
  });
}
