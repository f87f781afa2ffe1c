import type { Page } from '@playwright/test';

import { expect, heading, test, withToken } from './fixtures';

const LIST = '/#/data-compute/task';
const table = (page: Page) => page.getByRole('table', { name: '计算任务' });
const rows = (page: Page) => table(page).locator('tbody tr');

/** The first listed task with the given status filter, then the list narrowed to it by name. */
const focusTaskWith = async (page: Page, status: number): Promise<string> => {
  await page.goto(`${LIST}?status=${status}`);
  await expect(heading(page)).toHaveText('计算任务');
  await expect(
    table(page)
      .getByRole('button', { name: /^操作：/ })
      .first(),
  ).toBeVisible();
  const name = (await rows(page).first().locator('td').nth(1).innerText()).trim();
  expect(name).not.toBe('');
  await page.goto(`${LIST}?keyword=${encodeURIComponent(name)}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(name);
  return name;
};

const rowAction = async (page: Page, name: string, action: string) => {
  await page.getByRole('button', { name: `操作：${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
};

// The first visit loads the area's chunk; a dev server compiles it on demand.

test.beforeEach(async ({ page }) => {
  await withToken(page);
});

test('a run moves the task to 运行中 and then, with the list refreshing itself, to 已完成', async ({
  page,
}) => {
  const name = await focusTaskWith(page, 0);
  const row = rows(page).first();
  await expect(row).toContainText('待运行');
  await rowAction(page, name, '运行');
  await expect(row).toContainText('运行中');
  await expect(page.getByText('有任务运行中，列表每 3 秒自动刷新')).toBeVisible();
  await page.screenshot({ path: '/tmp/task-e2e-running.png', fullPage: true });
  // No reload and no click: only the list's own refreshes can bring the end of the run.
  await expect(row).toContainText('已完成');
  await expect(page.getByText('有任务运行中，列表每 3 秒自动刷新')).toBeHidden();
});

test('stopping a running task asks first and leaves it 已停止', async ({ page }) => {
  const name = await focusTaskWith(page, 0);
  await rowAction(page, name, '运行');
  const row = rows(page).first();
  await expect(row).toContainText('运行中');
  await rowAction(page, name, '停止');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: '停止' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('已停止');
  await expect(page.getByText(`任务“${name}”已停止`)).toBeVisible();
});

test('deleting a task asks first and removes it from the list', async ({ page }) => {
  const name = await focusTaskWith(page, 2);
  await rowAction(page, name, '删除');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(rows(page)).toHaveCount(1);

  await rowAction(page, name, '删除');
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await expect(table(page)).toContainText('暂无计算任务');
});

test('a task created through the form appears in the list', async ({ page }) => {
  await page.goto(LIST);
  await expect(heading(page)).toHaveText('计算任务');
  await page.getByRole('link', { name: '新增' }).click();
  await expect(heading(page)).toHaveText('新增任务');
  await expect(page).toHaveURL(/#\/data-compute\/global-task\/add\/0/);

  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByLabel('任务名称')).toBeFocused();
  await expect(page.getByText('请输入任务名称')).toBeVisible();

  await page.getByLabel('任务名称').fill('端到端新建任务');
  await page.getByRole('combobox', { name: '数据集策略' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: '车辆' }).click();
  await page.getByRole('checkbox').first().check();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '端口类型' }).click();
  await page.getByRole('checkbox', { name: 'CAN', exact: true }).check();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: '/tmp/task-e2e-form.png', fullPage: true });
  await page.getByLabel('任务名称').press('Enter');

  await expect(heading(page)).toHaveText('计算任务');
  await expect(page.getByText('任务“端到端新建任务”已新增')).toBeVisible();
  await page.getByLabel('搜索任务名称').fill('端到端新建任务');
  await page.keyboard.press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('待运行');
  await page.screenshot({ path: '/tmp/task-e2e-list.png', fullPage: true });
});
