import type { Page } from '@playwright/test';

import { type CallFailure, expect, failCalls, heading, test, withToken } from './fixtures';

const ADD = '/#/data-compute/global-task/add/0';
const SAVE = '/api/dataset_task/add';
const NAME = '端到端失败任务';

test.beforeEach(async ({ page }) => {
  await withToken(page);
});

/** Fills the new task form and returns what each field shows. */
const fill = async (page: Page) => {
  await page.getByLabel('任务名称').fill(NAME);
  await page.getByRole('combobox', { name: '数据集策略' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: '车辆' }).click();
  await page.getByRole('checkbox').first().check();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '端口类型' }).click();
  await page.getByRole('checkbox', { name: 'CAN', exact: true }).check();
  await page.keyboard.press('Escape');
  return shown(page);
};

const shown = async (page: Page) => ({
  name: await page.getByLabel('任务名称').inputValue(),
  strategy: await page.getByRole('combobox', { name: '数据集策略' }).innerText(),
  vins: await page.getByRole('button', { name: '车辆' }).innerText(),
  ports: await page.getByRole('button', { name: '端口类型' }).innerText(),
  start: await page.getByRole('textbox', { name: '开始时间' }).inputValue(),
  end: await page.getByRole('textbox', { name: '结束时间' }).inputValue(),
});

const failures: [CallFailure, string][] = [
  [{ kind: 'http500' }, '服务器错误'],
  [{ kind: 'business', code: 2001, msg: '任务名称已存在，请更换' }, '任务名称已存在，请更换'],
  [{ kind: 'offline' }, '网络请求超时'],
];

test('a refused save keeps the task page as typed and says why, whatever the cause', async ({
  page,
}) => {
  const faults = await failCalls(page);
  await page.goto(ADD);
  await expect(heading(page)).toHaveText('新增任务');
  const typed = await fill(page);
  expect(typed.name).toBe(NAME);
  const form = page.locator('form').filter({ has: page.getByLabel('任务名称') });

  for (const [failure, reason] of failures) {
    await faults.set(SAVE, failure);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(form.getByRole('alert')).toContainText(reason);
    await expect(heading(page)).toHaveText('新增任务');
    await expect(page).toHaveURL(/#\/data-compute\/global-task\/add\/0/);
    expect(await shown(page)).toEqual(typed);
  }
  await faults.set(SAVE, null);
  await page.screenshot({ path: '/tmp/page-form-failure.png', fullPage: true });

  // Once the server answers again, the same values go through.
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(heading(page)).toHaveText('计算任务');
  await expect(page.getByText(`任务“${NAME}”已新增`)).toBeVisible();
});
