import type { Page } from '@playwright/test';

import { expect, heading, test, toast, withToken } from './fixtures';

const LIST = '/#/data-compute/signal-dict';
const ADD = '/#/data-compute/signal-dict-handle/add/0';
// The demo administrator's id: drafts are kept per user and route.
const ADD_DRAFT = 'draft:sig-dict:1:add:0';

// A cold dev server compiles the area on first use; the built console needs far less.

test.beforeEach(async ({ page }) => {
  await withToken(page);
  // Leaving with unsaved changes asks through the browser's own prompt: accept it.
  page.on('dialog', (dialog) => void dialog.accept());
});

const picker = (page: Page) => page.getByRole('group', { name: '可选信号' });

test('creates a dictionary from signals searched and picked among 10,000, then edits it', async ({
  page,
}) => {
  await page.goto(LIST);
  await expect(heading(page)).toHaveText('信号字典');
  await expect(page.getByRole('table', { name: '信号字典' }).getByRole('row')).not.toHaveCount(1);
  await page.screenshot({ path: '/tmp/signal-dict-list.png', fullPage: true });
  await page.getByRole('link', { name: '新增' }).click();
  await expect(heading(page)).toHaveText('新增信号字典');

  await page.getByRole('textbox', { name: '英文名', exact: true }).fill('e2e_pack_voltage');
  await page.getByRole('textbox', { name: '中文名', exact: true }).fill('端到端电池包电压');
  await page.getByRole('combobox', { name: 'DBC 配置' }).click();
  await page.getByRole('option', { name: /^vehicle_can_full\.dbc/ }).click();
  await expect(page.getByText('显示 10,000 / 共 10,000 个')).toBeVisible();
  expect(await picker(page).locator('[data-signal-row]').count()).toBeLessThan(60);

  await page.getByRole('searchbox', { name: '搜索信号' }).fill('PackVoltage_12');
  const boxes = picker(page).getByRole('checkbox');
  await expect(boxes.first()).toHaveAccessibleName(/PackVoltage_12/);
  const first = (await boxes.nth(0).getAttribute('aria-label')) ?? '';
  const second = (await boxes.nth(1).getAttribute('aria-label')) ?? '';
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(page.getByRole('heading', { name: '已选信号（2）' })).toBeVisible();

  await page.getByRole('button', { name: '添加计算信号' }).click();
  const computed = page.getByRole('dialog', { name: '添加计算信号' });
  await computed.getByRole('combobox', { name: '公式模板' }).click();
  await page.getByRole('option', { name: /avg\(\{sig1\}\)$/ }).click();
  await computed.getByRole('combobox', { name: '参数信号 1' }).click();
  // The option reads the name, a space and the Chinese name.
  await page.getByRole('option', { name: new RegExp(`^${first} `) }).click();
  await computed.getByRole('textbox', { name: '计算信号名', exact: true }).fill('PackVoltAvg');
  await computed.getByRole('textbox', { name: '计算信号中文名' }).fill('平均电池包电压');
  await computed.getByRole('textbox', { name: '单位' }).fill('V');
  await computed.getByRole('button', { name: '添加', exact: true }).click();
  await expect(computed).toBeHidden();
  await expect(page.getByRole('heading', { name: '已选信号（3）' })).toBeVisible();
  await expect(page.getByText(`avg(${first})`, { exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/signal-dict-add.png', fullPage: true });

  await page.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '信号字典已保存').or(page.getByText('信号字典已保存'))).toBeVisible();
  await expect(heading(page)).toHaveText('信号字典');
  const row = page.getByRole('row').filter({ hasText: 'e2e_pack_voltage' });
  await expect(row).toContainText('端到端电池包电压');
  await expect(row).toContainText('3');
  expect(await page.evaluate((key) => localStorage.getItem(key), ADD_DRAFT)).toBeNull();

  await row.getByRole('button', { name: '操作：e2e_pack_voltage' }).click();
  await page.getByRole('menuitem', { name: '校验' }).click();
  const dialog = page.getByRole('dialog', { name: '校验结果：e2e_pack_voltage' });
  await expect(dialog).toContainText('校验通过');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await row.getByRole('button', { name: '操作：e2e_pack_voltage' }).click();
  await page.getByRole('menuitem', { name: '编辑' }).click();
  await expect(heading(page)).toHaveText('编辑信号字典');
  await expect(page.getByRole('textbox', { name: '英文名', exact: true })).toHaveValue(
    'e2e_pack_voltage',
  );
  await page.getByRole('button', { name: `移除 ${second}` }).click();
  await page.getByRole('textbox', { name: '中文名', exact: true }).fill('端到端电池包电压（改）');
  await page.getByRole('textbox', { name: '中文名', exact: true }).press('Enter');
  await expect(heading(page)).toHaveText('信号字典');
  const edited = page.getByRole('row').filter({ hasText: 'e2e_pack_voltage' });
  await expect(edited).toContainText('端到端电池包电压（改）');
  await expect(edited.getByRole('cell').nth(5)).toHaveText('2');
});

test('restores the draft after a reload', async ({ page }) => {
  await page.goto(ADD);
  await expect(heading(page)).toHaveText('新增信号字典');
  await page.getByRole('textbox', { name: '英文名', exact: true }).fill('reload_draft');
  await page.getByRole('combobox', { name: 'DBC 配置' }).click();
  await page.getByRole('option', { name: /^vehicle_can_small\.dbc/ }).click();
  await page.getByRole('searchbox', { name: '搜索信号' }).fill('BMS_');
  await picker(page).getByRole('checkbox').first().check();
  await expect(page.getByRole('heading', { name: '已选信号（1）' })).toBeVisible();
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), ADD_DRAFT))
    .toContain('BMS_');

  await page.reload();
  await expect(page.getByText('发现未保存的草稿')).toBeVisible();
  await page.screenshot({ path: '/tmp/signal-dict-draft.png', fullPage: true });
  await page.getByRole('button', { name: '恢复草稿' }).click();
  await expect(page.getByRole('textbox', { name: '英文名', exact: true })).toHaveValue(
    'reload_draft',
  );
  await expect(page.getByRole('combobox', { name: 'DBC 配置' })).toContainText(
    'vehicle_can_small.dbc',
  );
  await expect(page.getByRole('heading', { name: '已选信号（1）' })).toBeVisible();
});
