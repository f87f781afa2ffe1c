import type { Page } from '@playwright/test';

import { expect, GUEST, heading, logIn, test } from './fixtures';

const menu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

const logOut = async (page: Page) => {
  await page.getByRole('button', { name: /（用户菜单）/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
};

const signInAsAdmin = async (page: Page, path: string) => {
  await page.goto('/#/login');
  await logIn(page);
  // Signed in once the landing screen is up; only then is the next screen opened.
  await expect(heading(page)).toHaveText('设备列表');
  await page.goto(`/#${path}`);
};

test('an account created with a role signs in and sees only that role’s menu', async ({ page }) => {
  await signInAsAdmin(page, '/system-management/account-management');
  await expect(heading(page)).toHaveText('账号管理');
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增账号' });
  await dialog.getByLabel('用户名').fill('analyst01');
  await dialog.getByLabel('姓名').fill('王分析');
  await dialog.getByLabel('初始密码').fill('weak');
  await expect(dialog.locator('[data-met="false"]')).toHaveCount(2);
  await dialog.getByLabel('初始密码').fill('Analyst#2026');
  await expect(dialog.locator('[data-met="true"]')).toHaveCount(2);
  await dialog.getByRole('button', { name: '角色' }).click();
  await page.getByRole('checkbox', { name: '数据分析员' }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: '账号' })).toContainText('analyst01');

  await logOut(page);
  await logIn(page, { username: 'analyst01', password: 'Analyst#2026' });
  await expect(menu(page).getByRole('link', { name: '数据看板' })).toBeVisible();
  await expect(menu(page)).toContainText('数据管理');
  await expect(menu(page)).not.toContainText('系统管理');
  await expect(menu(page)).not.toContainText('采集设备管理');
});

test('a published announcement is shown after login', async ({ page }) => {
  await signInAsAdmin(page, '/system-management/announcements');
  await expect(heading(page)).toHaveText('公告管理');
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增公告' });
  await dialog.getByLabel('标题').fill('年终数据盘点');
  await dialog
    .getByRole('textbox', { name: '内容' })
    .fill('<p>请于 <strong>12 月 31 日</strong>前完成盘点。</p><img src=x onerror="alert(1)">');
  await expect(dialog.getByRole('region', { name: '预览' }).locator('strong')).toHaveText(
    '12 月 31 日',
  );
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: '公告' });
  await table.getByRole('button', { name: '操作：年终数据盘点' }).click();
  await page.getByRole('menuitem', { name: '发布' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '发布' }).click();
  await expect(table.locator('tr', { hasText: '年终数据盘点' })).toContainText('已发布');
  await expect(page.getByRole('button', { name: '公告（1 条未读）' })).toBeVisible();

  await logOut(page);
  await logIn(page, GUEST);
  const shown = page.getByRole('dialog', { name: '系统公告' });
  await expect(shown).toContainText('年终数据盘点');
  await expect(shown.locator('strong')).toHaveText('12 月 31 日');
  await expect(shown.locator('img')).toHaveCount(0);
  await shown.getByRole('button', { name: '知道了' }).click();
  await expect(shown).toBeHidden();
  await expect(page.getByRole('button', { name: '公告', exact: true })).toBeVisible();
});
