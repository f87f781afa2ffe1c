import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ROUTES } from './route-table';
import { expect, heading, test, withToken } from './fixtures';

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

test('/login has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/#/login');
  await expect(heading(page)).toHaveText('登录');
  await expect(page.getByRole('button', { name: /验证码/ }).locator('img')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('with a token', () => {
  test.beforeEach(async ({ page }) => withToken(page));

  for (const { path, title } of [...ROUTES, { path: '/no/such/page', title: '页面不存在' }]) {
    test(`${path} (${title}) has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(`/#${path}`);
      await expect(heading(page)).toHaveText(title);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
