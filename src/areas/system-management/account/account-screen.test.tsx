import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { setupMockServer, spyBodies, spyQueries } from '@/testing/mock-server';
import { everyAuthority, renderApp, signIn } from '@/testing/render-app';

setupMockServer();

const PATH = '/system-management/account-management';

beforeEach(() => signIn());

/** The list, once the area's code has loaded (the first test of a run loads it). */
const findTable = () => screen.findByRole('table', { name: '账号' }, { timeout: 30_000 });

/** Ticks two tester accounts of the list and returns them. */
const chooseTwo = async (user: UserEvent) => {
  await findTable();
  const chosen = ['tester01', 'tester02'].map((username) => {
    const account = db.users.findBy((u) => u.username === username);
    if (!account) throw new Error(`no account ${username}`);
    return account;
  });
  for (const { username } of chosen)
    await user.click(await screen.findByRole('checkbox', { name: `选择 ${username}` }));
  return chosen;
};

describe('账号管理', () => {
  it('sends the search, the filters and the page of the URL', async () => {
    const lists = spyQueries('/api/account/list');
    await renderApp(`${PATH}?keyword=test&status=enabled&roleId=2&pageNo=2&pageSize=50`);
    await waitFor(() => expect(lists.length).toBeGreaterThan(0), { timeout: 30_000 });
    expect(Object.fromEntries(lists[0] ?? [])).toEqual({
      keyword: 'test',
      status: 'enabled',
      roleId: '2',
      pageNo: '2',
      pageSize: '50',
    });
  });

  it('deletes the chosen accounts in one call after confirming, naming them', async () => {
    const bodies = spyBodies('/api/account/delete');
    await renderApp(`${PATH}?keyword=tester0`);
    const user = userEvent.setup();
    const [a, b] = await chooseTwo(user);
    if (!a || !b) throw new Error('fewer than two accounts');
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除账号' });
    expect(confirm).toHaveTextContent('将删除 2 个账号：');
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('已删除 2 个账号')).toBeInTheDocument();
    expect(bodies).toEqual([{ ids: expect.arrayContaining([a.id, b.id]) as unknown }]);
    expect(db.users.find(a.id)).toBeUndefined();
    expect(db.users.find(b.id)).toBeUndefined();
  });

  it('keeps the confirmation open with the reason the server refuses', async () => {
    server.use(
      http.post('*/api/account/delete', () =>
        HttpResponse.json({ code: 1409, msg: '账号正在导出数据，暂不能删除', data: null }),
      ),
    );
    await renderApp(`${PATH}?keyword=tester0`);
    const user = userEvent.setup();
    const [a] = await chooseTwo(user);
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除账号' });
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await within(confirm).findByText('账号正在导出数据，暂不能删除')).toBeInTheDocument();
    expect(db.users.find(a?.id ?? 0)).toBeDefined();
  });

  it('enables and disables the chosen accounts without the delete authority', async () => {
    signIn(everyAuthority.filter((code) => code !== 'system:account-delete'));
    const bodies = spyBodies('/api/account/disable');
    await renderApp(`${PATH}?keyword=tester0`);
    const user = userEvent.setup();
    const [a, b] = await chooseTwo(user);
    expect(screen.queryByRole('button', { name: '批量删除' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '批量停用' }));
    const confirm = await screen.findByRole('alertdialog', { name: '停用账号' });
    await user.click(within(confirm).getByRole('button', { name: '停用' }));
    expect(await screen.findByText('已停用 2 个账号')).toBeInTheDocument();
    expect(bodies).toEqual([{ ids: expect.arrayContaining([a?.id, b?.id]) as unknown }]);
    expect(screen.getByRole('checkbox', { name: `选择 ${a?.username ?? ''}` })).not.toBeChecked();
  });

  it('turns disable and delete off, with the reason, while the signed-in account is chosen', async () => {
    const self = db.users.find(7);
    if (!self) throw new Error('no account 7');
    await renderApp(`${PATH}?keyword=${self.username}`);
    const user = userEvent.setup();
    await findTable();
    await user.click(await screen.findByRole('checkbox', { name: `选择 ${self.username}` }));
    expect(screen.getByRole('button', { name: '批量启用' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '批量停用' })).toBeDisabled();
    const remove = screen.getByRole('button', { name: '批量删除' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('不能停用或删除当前登录的账号');
  });
});
