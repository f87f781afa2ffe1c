import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import type { CarTeam } from '@/api/generated/model';
import { db } from '@/mocks/db';
import { listOf } from '@/mocks/stateful/checked-call';
import { setupMockServer, spyBodies, spyQueries } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

setupMockServer();

const PATH = '/master-data-management/car-team';

beforeEach(() => signIn());

const teams = async () =>
  (await listOf('/api/carTeam/list?pageSize=100')).list as unknown as CarTeam[];

describe('车队', () => {
  it('sends the search, filter, sort and page of the URL', async () => {
    const lists = spyQueries('/api/carTeam/list');
    await renderApp(`${PATH}?keyword=上海&userTagId=1&pageNo=2&pageSize=50&sortBy=carCount`);
    await waitFor(() => expect(lists.length).toBeGreaterThan(0));
    expect(Object.fromEntries(lists[0] ?? [])).toEqual({
      keyword: '上海',
      userTagId: '1',
      pageNo: '2',
      pageSize: '50',
      sortBy: 'carCount',
      sortOrder: 'desc',
    });
  });

  it("names what a fleet holds, then shows the server's refusal in the confirmation", async () => {
    const used = (await teams()).find((team) => team.projectCount > 0);
    if (!used) throw new Error('no fleet in a project');
    const bodies = spyBodies('/api/carTeam/delete');
    await renderApp(`${PATH}?keyword=${encodeURIComponent(used.name)}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `操作：${used.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除车队' });
    expect(confirm).toHaveTextContent(`确定删除车队「${used.name}」吗？`);
    expect(confirm).toHaveTextContent(`${used.projectCount} 个未结束的试验项目使用此车队`);
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(used.name);
    expect(bodies).toEqual([{ ids: [used.id] }]);
    expect(db.carTeams.find(used.id)).toBeDefined();
  });
});
