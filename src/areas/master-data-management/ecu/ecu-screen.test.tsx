import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { db } from '@/mocks/db';
import { setupMockServer, spyBodies, spyQueries } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

setupMockServer();

const PATH = '/master-data-management/ecu';

beforeEach(() => signIn());

describe('ECU', () => {
  it('sends the model filter of the URL under the call name', async () => {
    const lists = spyQueries('/api/ecu/list');
    await renderApp(`${PATH}?modelId=2&keyword=VCU`);
    await waitFor(() => expect(lists.length).toBeGreaterThan(0));
    expect(Object.fromEntries(lists[0] ?? [])).toEqual({
      keyword: 'VCU',
      pageNo: '1',
      pageSize: '20',
      vehicleModelId: '2',
    });
  });

  it('deletes the chosen ECUs in one call after confirming', async () => {
    const bodies = spyBodies('/api/ecu/delete');
    await renderApp(PATH);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'ECU 列表' });
    const boxes = (await within(table).findAllByRole('checkbox', { name: /^选择 / })).slice(0, 2);
    for (const box of boxes) await user.click(box);
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '确认删除' });
    expect(confirm).toHaveTextContent('将删除 2 条');
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('已删除 2 条')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    const [body] = bodies as { ids: number[] }[];
    expect(body?.ids).toHaveLength(2);
    expect(body?.ids.filter((id) => db.ecus.find(id) !== undefined)).toEqual([]);
    expect(screen.queryByRole('button', { name: '批量删除' })).toBeNull();
  });
});
