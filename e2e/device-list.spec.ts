import type { Page } from '@playwright/test';

import { expect, hashPath, hashSearch, heading, logIn, test, withToken } from './fixtures';

const LIST = '/#/device-management/device-list';
const table = (page: Page) => page.getByRole('table', { name: '采集设备' });
const rows = (page: Page) => table(page).locator('tbody tr');

/**
 * Registers a device as another user's console would, behind this page's back: the page's own
 * fetch reaches the same embedded mock. Answers the envelope's code.
 */
const registerElsewhere = (page: Page, serialNo: string) =>
  page.evaluate(async (serial) => {
    const answer = await fetch('/api/device/save', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${localStorage.getItem('jwtToken') ?? ''}`,
      },
      body: JSON.stringify({
        serialNo: serial,
        name: '另一台采集器',
        model_number: 1,
        device_personalization: 0,
      }),
    });
    return ((await answer.json()) as { code: number }).code;
  }, serialNo);

test('after login the device list is the first screen, with devices', async ({ page }) => {
  await page.goto('/#/login');
  await logIn(page);
  await expect(heading(page)).toHaveText('设备列表');
  expect(hashPath(page)).toBe('/device-management/device-list');
  await expect(
    table(page)
      .getByRole('button', { name: /^操作：/ })
      .first(),
  ).toBeVisible();
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await withToken(page);
  });

  test('a filter goes into the URL and survives a reload', async ({ page }) => {
    await page.goto(LIST);
    await expect(
      table(page)
        .getByRole('button', { name: /^操作：/ })
        .first(),
    ).toBeVisible();
    await page.getByRole('combobox', { name: '登记状态' }).click();
    await page.getByRole('option', { name: '未注册' }).click();
    await expect.poll(() => hashSearch(page).get('status')).toBe('0');
    await expect(rows(page)).toHaveCount(2);
    await page.reload();
    await expect(page.getByRole('combobox', { name: '登记状态' })).toHaveText('未注册');
    await expect(rows(page)).toHaveCount(2);
    for (const row of await rows(page).all()) await expect(row).toContainText('未注册');
  });

  test('registers a device in the dialog and finds it by its serial', async ({ page }) => {
    await page.goto(LIST);
    await page.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog', { name: '新增设备' });
    await dialog.getByRole('textbox', { name: '序列号' }).fill('VD2K-E2E-0001');
    await dialog.getByRole('textbox', { name: '设备名称' }).fill('端到端采集器');
    await dialog.getByRole('combobox', { name: '设备型号' }).click();
    await page.getByRole('option', { name: 'VD-3000' }).click();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('searchbox', { name: '搜索序列号或设备名称' }).fill('VD2K-E2E');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('端到端采集器');
  });

  test('imports the good rows of a CSV all together or none, the bad ones marked', async ({
    page,
  }) => {
    await page.goto(LIST);
    await expect(
      table(page)
        .getByRole('button', { name: /^操作：/ })
        .first(),
    ).toBeVisible();
    await page.getByRole('button', { name: '批量导入' }).click();
    const dialog = page.getByRole('dialog', { name: '批量导入设备' });
    const csv = [
      '序列号,设备名称,设备型号,个性化,车队,备注',
      'VD2K-CSV-0001,导入一号,VD-2000,,,',
      'VD2K-CSV-0002,导入二号,VD-9,,,',
      'VD2K-CSV-0001,重复的,VD-2000,,,',
      'VD2K-CSV-0003,导入三号,VD-5000 Pro,定制,,"备注,带逗号"',
    ].join('\r\n');
    const chooseFile = () =>
      dialog.getByLabel('选择 CSV 文件').setInputFiles({
        name: 'devices.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`\uFEFF${csv}\r\n`, 'utf8'),
      });
    await chooseFile();
    await expect(dialog.getByRole('status').filter({ hasText: /^可导入/ })).toHaveText(
      '可导入 2 行，有问题 2 行（不会导入）',
    );
    await expect(dialog.getByRole('row', { name: /VD-9/ })).toContainText('未知型号“VD-9”');
    await expect(dialog.getByRole('row', { name: /重复的/ })).toContainText('序列号与第 2 行重复');

    // Someone else registers 导入三号's serial after the preview: the server refuses the import,
    // and 导入一号 is not registered either.
    expect(await registerElsewhere(page, 'VD2K-CSV-0003')).toBe(0);
    await dialog.getByRole('button', { name: '导入 2 台设备' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      '第 2 行（序列号 VD2K-CSV-0003）：设备序列号已存在',
    );
    await expect(dialog.getByRole('row', { name: /导入一号/ })).toContainText('可导入');
    await expect(dialog.getByRole('row', { name: /导入三号/ })).toContainText('可导入');

    // The same file again: the preview now marks the taken serial, and the rest goes in.
    await chooseFile();
    await expect(dialog.getByRole('status').filter({ hasText: /^可导入/ })).toHaveText(
      '可导入 1 行，有问题 3 行（不会导入）',
    );
    await expect(dialog.getByRole('row', { name: /导入三号/ })).toContainText('序列号已登记');
    await dialog.getByRole('button', { name: '导入 1 台设备' }).click();
    await expect(dialog.getByRole('row', { name: /导入一号/ })).toContainText('已导入');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: '关闭' }).first().click();
    await page.getByRole('searchbox', { name: '搜索序列号或设备名称' }).fill('VD2K-CSV');
    await expect(rows(page)).toHaveCount(2);
    await expect(table(page)).toContainText('导入一号');
  });

  test('deletes a device only after a confirmation naming it', async ({ page }) => {
    await page.goto(`${LIST}?keyword=VD1K241101196`);
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole('button', { name: '操作：VD1K241101196' }).click();
    await page.getByRole('menuitem', { name: '删除' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('VD1K241101196');
    await confirm.getByRole('button', { name: '删除' }).click();
    await expect(table(page)).toContainText('没有符合条件的设备');
  });

  test('a row opens the configuration of its device', async ({ page }) => {
    await page.goto(`${LIST}?keyword=VD1K241101196`);
    await page.getByRole('button', { name: '操作：VD1K241101196' }).click();
    await page.getByRole('menuitem', { name: '设备配置' }).click();
    await expect(heading(page)).toHaveText('设备配置');
    expect(hashPath(page)).toBe('/device-management/device-configuration');
    expect(Number(hashSearch(page).get('deviceId'))).toBeGreaterThan(0);
  });
});
