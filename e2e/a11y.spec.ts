import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { breadcrumbs, expect, hashPath, heading, test, withToken } from './fixtures';
import { ROUTES, trailOf } from './route-table';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Serious and critical violations, each with the elements it was found on. */
const seriousViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
    }));
};

// The whole pass in both themes: with no choice stored the console follows the system's scheme.
for (const theme of ['light', 'dark'] as const) {
  test.describe(`the ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test(`/login has no serious or critical axe violations (${theme})`, async ({ page }) => {
      await page.goto('/#/login');
      await expect(heading(page)).toHaveText('登录');
      await expect(page.getByRole('button', { name: /验证码/ }).locator('img')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test.describe('with a token', () => {
      test.beforeEach(async ({ page }) => withToken(page));

      // Each screen once in the browser: its title, trail and document title, then axe.
      for (const row of [
        ...ROUTES,
        { path: '/no/such/page', area: '页面不存在', title: '页面不存在' },
      ]) {
        test(`${row.path} shows ${row.title} with no serious or critical axe violations (${theme})`, async ({
          page,
        }) => {
          const trail = trailOf(row);
          await page.goto(`/#${row.path}`);
          await expect(heading(page)).toHaveText(row.title);
          await expect(heading(page)).toHaveCount(1);
          await expect(page).toHaveTitle(new RegExp(`^${escape(row.title)} - `));
          await expect(breadcrumbs(page).getByRole('link')).toHaveText(trail.slice(0, -1));
          await expect(breadcrumbs(page).locator('[aria-current="page"]')).toHaveText([row.title]);
          await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
          expect(hashPath(page)).toBe(row.path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          expect(await seriousViolations(page)).toEqual([]);
        });
      }
    });
  });
}
