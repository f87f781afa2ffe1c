import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { setupMockServer, spyBodies, spyQueries } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

setupMockServer();

const PATH = '/master-data-management/vehicle-model';

beforeEach(() => signIn());

/** A model neither cars nor ECUs use: the list offers to delete it. */
const freeModel = () => {
  const model = db.vehicleModels
    .all()
    .find(
      (m) =>
        !db.vehicles.all().some((v) => v.vehicleModelId === m.id) &&
        !db.ecus.all().some((e) => e.vehicleModelId === m.id),
    );
  if (!model) throw new Error('no model free of cars and ECUs');
  return model;
};

describe('车型', () => {
  it('moves a page past the last one to the last page, replacing the URL', async () => {
    const pageSize = 5;
    const last = Math.ceil(db.vehicleModels.all().length / pageSize);
    const lists = spyQueries('/api/vehicleModel/list');
    const { router, history } = await renderApp(`${PATH}?pageNo=${last + 3}&pageSize=${pageSize}`);
    await waitFor(() => expect(router.state.location.search).toEqual({ pageNo: last, pageSize }));
    expect(history.length).toBe(1);
    await waitFor(() => expect(lists.some((q) => q.get('pageNo') === String(last))).toBe(true));
    const table = await screen.findByRole('table', { name: '车型列表' });
    const lastRows = db.vehicleModels.all().length - (last - 1) * pageSize;
    await waitFor(() => expect(within(table).getAllByRole('checkbox')).toHaveLength(lastRows + 1));
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getByText(`第 ${last} / ${last} 页`)).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('names the cars and ECUs of a model in use instead of offering to delete it', async () => {
    const bodies = spyBodies('/api/vehicleModel/delete');
    const used = db.vehicleModels
      .all()
      .find((m) => db.vehicles.all().some((v) => v.vehicleModelId === m.id));
    if (!used) throw new Error('no model in use');
    await renderApp(`${PATH}?keyword=${encodeURIComponent(used.name)}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `操作：${used.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '确认删除' });
    expect(within(confirm).getByRole('alert')).toHaveTextContent(`${used.name}：`);
    expect(within(confirm).queryByRole('button', { name: '删除' })).toBeNull();
    await user.click(within(confirm).getByRole('button', { name: '知道了' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(bodies).toEqual([]);
  });

  it("keeps the confirmation open with the server's reason when it refuses", async () => {
    server.use(
      http.post('*/api/vehicleModel/delete', () =>
        HttpResponse.json({ code: 1415, msg: '车型正被同步，暂不能删除', data: null }),
      ),
    );
    const model = freeModel();
    await renderApp(`${PATH}?keyword=${encodeURIComponent(model.name)}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: `选择 ${model.name}` }));
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '确认删除' });
    expect(confirm).toHaveTextContent(`将删除“${model.name}”`);
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await within(confirm).findByText('车型正被同步，暂不能删除')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(screen.getByRole('checkbox', { name: `选择 ${model.name}` })).toBeChecked();
    expect(db.vehicleModels.find(model.id)).toBeDefined();
  });
});
