import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

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
});
