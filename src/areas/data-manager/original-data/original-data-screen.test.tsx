import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { enumLabels } from '@/mocks/db/enums';
import { server } from '@/mocks/node';
import { setupMockServer } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

setupMockServer();
beforeEach(() => signIn());

const PATH = '/data-manager/original-data';
const table = () => screen.findByRole('table', { name: '原始数据文件' });
const bodyRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);

describe('原始数据', { timeout: 30_000 }, () => {
  it('removes several files by the bulk call and says which could not go', async () => {
    const bodies: { ids: number[] }[] = [];
    server.use(
      http.post('*/api/ori_data/bulkRemoveOriFile', async ({ request }) => {
        const body = (await request.clone().json()) as { ids: number[] };
        bodies.push(body);
        return HttpResponse.json({
          code: 0,
          msg: 'success',
          data: { removed: 1, failedIds: body.ids.slice(1) },
        });
      }),
    );
    await renderApp(PATH);
    const user = userEvent.setup();
    await waitFor(async () => expect((await bodyRows()).length).toBeGreaterThan(1));
    const [first, second] = await bodyRows();
    await user.click(within(first!).getByRole('checkbox'));
    await user.click(within(second!).getByRole('checkbox'));
    expect(screen.getByText(/^已选 2 个文件/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(/将删除 2 个文件/);
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(
      await screen.findByText('已删除 1 个文件，1 个未能删除（可能正被任务使用）'),
    ).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.ids).toHaveLength(2);
    // The file that could not go stays chosen.
    await waitFor(() => expect(screen.getByText(/^已选 1 个文件/)).toBeVisible());
  });

  it('removes one file by its own call and shows a refusal in the confirmation', async () => {
    server.use(
      http.post('*/api/ori_data/removeOriFile', () =>
        HttpResponse.json({ code: 1500, msg: '文件正被任务使用', data: null }),
      ),
    );
    await renderApp(PATH);
    const user = userEvent.setup();
    await waitFor(async () => expect((await bodyRows()).length).toBeGreaterThan(0));
    const [first] = await bodyRows();
    await user.click(within(first!).getByRole('button', { name: /^操作：/ }));
    await user.click(await screen.findByRole('menuitem', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(/将删除文件「.+」/);
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await within(confirm).findByText('文件正被任务使用')).toBeVisible();
  });

  it.each(['CAN3', 'LIN2', 'FlexRay1', 'ETH1'])(
    'filters the files of port %s, a choice of the port_type enumeration',
    async (port) => {
      await renderApp(PATH);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('combobox', { name: '端口类型' }));
      await user.click(await screen.findByRole('option', { name: port }));
      await waitFor(async () => {
        const ports = (await bodyRows()).map((row) => within(row).getAllByRole('cell')[3]);
        expect(ports.length).toBeGreaterThan(0);
        expect(ports.every((cell) => cell?.textContent === port)).toBe(true);
      });
    },
  );

  it('names the bus types as the server enumerates them and filters a whole bus type', async () => {
    server.use(
      http.get('*/api/util/enums', () =>
        HttpResponse.json({
          code: 0,
          msg: 'success',
          data: {
            ...enumLabels,
            port_type: { '1': 'CAN', '4': 'FlexRay', '9': '以太网 100Base-T1' },
          },
        }),
      ),
    );
    await renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: '端口类型' }));
    expect(screen.queryByRole('option', { name: 'LIN1' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: '以太网 100Base-T1（全部端口）' }));
    await waitFor(async () => {
      const ports = (await bodyRows()).map((row) => within(row).getAllByRole('cell')[3]);
      expect(ports.length).toBeGreaterThan(0);
      expect(ports.every((cell) => /^ETH\d+$/.test(cell?.textContent ?? ''))).toBe(true);
    });
  });

  it('shows validity by the server enumeration', async () => {
    server.use(
      http.get('*/api/util/enums', () =>
        HttpResponse.json({
          code: 0,
          msg: 'success',
          data: { ...enumLabels, valid_flag: { '0': '作废', '1': '可用' } },
        }),
      ),
    );
    await renderApp(PATH);
    expect(
      (await within(await table()).findAllByRole('cell', { name: '可用' })).length,
    ).toBeGreaterThan(0);
  });

  it('leaves out edit, delete and bulk actions for a user without their codes', async () => {
    signIn(['data:original', 'data:original-date', 'data:cut']);
    await renderApp(PATH);
    const user = userEvent.setup();
    await waitFor(async () => expect((await bodyRows()).length).toBeGreaterThan(0));
    const [first] = await bodyRows();
    expect(within(first!).queryByRole('button', { name: /^操作：/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '批量下载' })).toBeNull();
    expect(screen.queryByRole('button', { name: '批量删除' })).toBeNull();
    await user.click(within(first!).getByRole('checkbox'));
    expect(screen.getByText(/^已选 1 个文件/)).toBeVisible();
  });

  it('offers edit with data:ori-file-edit alone, and delete with data:ori-file-remove', async () => {
    signIn(['data:original', 'data:ori-file-edit']);
    await renderApp(PATH);
    const user = userEvent.setup();
    await waitFor(async () => expect((await bodyRows()).length).toBeGreaterThan(0));
    const [first] = await bodyRows();
    await user.click(within(first!).getByRole('button', { name: /^操作：/ }));
    expect(await screen.findByRole('menuitem', { name: '编辑' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: '删除' })).toBeNull();
  });
});
