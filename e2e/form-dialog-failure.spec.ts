import type { Page } from '@playwright/test';

import { expect, test, withToken } from './fixtures';

const LIST = '/#/device-management/device-list';
const SAVE = '/api/device/save';

type Failure = 'business' | 'http500' | 'offline';

/**
 * Makes the device save fail in the page. The console answers from the mock's service worker,
 * whose requests never reach page.route (see dashboard.spec.ts); so the page's fetch is wrapped
 * before the app loads. Against a real backend, `page.route(SAVE, (r) => r.fulfill(...))` and
 * `r.abort('internetdisconnected')` would do the same job.
 */
const failSave = (page: Page, how: Failure) =>
  page.addInitScript(
    ({ path, mode }) => {
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (url.pathname !== path) return original(input, init);
        if (mode === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
        return Promise.resolve(
          mode === 'http500'
            ? new Response('boom', { status: 500 })
            : Response.json({ code: 1411, msg: '设备序列号已存在', data: null }),
        );
      };
    },
    { path: SAVE, mode: how },
  );

const failures: readonly (readonly [Failure, string])[] = [
  ['business', '设备序列号已存在'],
  ['http500', '服务器错误'],
  ['offline', '网络请求超时'],
];

for (const [how, reason] of failures) {
  test(`the device dialog stays open as typed when the save fails (${how})`, async ({ page }) => {
    await withToken(page);
    await failSave(page, how);
    await page.goto(LIST);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '新增设备' });
    await dialog.getByRole('textbox', { name: '序列号' }).fill('VD2K-E2E-0001');
    await dialog.getByRole('textbox', { name: '设备名称' }).fill('端到端采集器');
    await dialog.getByRole('combobox', { name: '设备型号' }).click();
    await page.getByRole('option', { name: 'VD-2000' }).click();
    await dialog.getByRole('textbox', { name: '备注' }).fill('失败后仍在');
    await dialog.getByRole('button', { name: '保存' }).click();

    await expect(dialog.getByRole('alert')).toContainText(reason);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: '序列号' })).toHaveValue('VD2K-E2E-0001');
    await expect(dialog.getByRole('textbox', { name: '设备名称' })).toHaveValue('端到端采集器');
    await expect(dialog.getByRole('combobox', { name: '设备型号' })).toHaveText('VD-2000');
    await expect(dialog.getByRole('textbox', { name: '备注' })).toHaveValue('失败后仍在');
    await expect(dialog.getByRole('button', { name: '保存' })).toBeEnabled();
  });
}
