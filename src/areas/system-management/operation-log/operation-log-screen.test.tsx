import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { setupMockServer, spyQueries } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

setupMockServer();

const PATH = '/system-management/operation-log';

beforeEach(() => signIn());

/** The list, once the area's code has loaded (the first test of a run loads it). */
const findTable = () => screen.findByRole('table', { name: '操作日志' }, { timeout: 30_000 });

describe('操作日志', () => {
  it('sends the filters of the URL and shows newest first when the URL names no order', async () => {
    const lists = spyQueries('/api/operationLog/list');
    await renderApp(`${PATH}?username=admin&result=failure&pageNo=2`);
    await findTable();
    await waitFor(() => expect(lists.length).toBeGreaterThan(0));
    expect(Object.fromEntries(lists[0] ?? [])).toEqual({
      username: 'admin',
      result: 'failure',
      pageNo: '2',
      pageSize: '20',
      sortBy: 'time',
      sortOrder: 'desc',
    });
    expect(screen.getByRole('columnheader', { name: /时间/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('asks for oldest first when the time column showing newest first is clicked', async () => {
    const { router } = await renderApp(`${PATH}?pageNo=2`);
    await findTable();
    await userEvent.setup().click(screen.getByRole('button', { name: /^时间/ }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ sortBy: 'time', sortOrder: 'asc' }),
    );
  });

  it('clears every filter with 重置, keeping the order', async () => {
    const { router } = await renderApp(
      `${PATH}?username=admin&action=delete&sortBy=username&sortOrder=asc`,
    );
    await findTable();
    await userEvent.setup().click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ sortBy: 'username', sortOrder: 'asc' }),
    );
    expect(screen.getByRole('button', { name: '重置' })).toBeDisabled();
  });
});
