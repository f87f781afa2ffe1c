import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { listOf } from '@/mocks/stateful/checked-call';
import { setupMockServer, spyBodies, spyQueries } from '@/testing/mock-server';
import { everyAuthority, renderApp, signIn } from '@/testing/render-app';

setupMockServer();

const PATH = '/system-management/customer-tags';

beforeEach(() => signIn());

/** Ticks the first two rows of the list and returns their tags. */
const chooseTwo = async (user: UserEvent) => {
  const boxes = (await screen.findAllByRole('checkbox', { name: /^选择 / })).slice(0, 2);
  const tags = boxes.map((box) => {
    const name = box.getAttribute('aria-label')?.replace(/^选择 /, '');
    const tag = db.customerTags.findBy((t) => t.name === name);
    if (!tag) throw new Error(`no tag ${name ?? ''}`);
    return tag;
  });
  for (const box of boxes) await user.click(box);
  return tags;
};

describe('客户标签', () => {
  it('sends the search and page of the URL', async () => {
    const lists = spyQueries('/api/customerTag/list');
    await renderApp(`${PATH}?keyword=汽车&pageNo=2&pageSize=50`);
    await waitFor(() => expect(lists.length).toBeGreaterThan(0));
    expect(Object.fromEntries(lists[0] ?? [])).toEqual({
      keyword: '汽车',
      pageNo: '2',
      pageSize: '50',
    });
  });

  it('sorts the whole list on the server: a header click puts the order in the URL', async () => {
    const { router } = await renderApp(`${PATH}?pageNo=2&pageSize=3`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '账号数' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        pageSize: 3,
        sortBy: 'accountCount',
        sortOrder: 'asc',
      }),
    );
    const header = screen.getByRole('columnheader', { name: /账号数/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    const answer = await listOf(
      '/api/customerTag/list?sortBy=accountCount&sortOrder=asc&pageSize=3',
    );
    const names = (answer.list as unknown as { name: string }[]).map((tag) => tag.name);
    await waitFor(() => {
      const rows = screen.getAllByRole('row').slice(1);
      expect(rows.map((row) => names.findIndex((name) => row.textContent?.includes(name)))).toEqual(
        [0, 1, 2],
      );
    });
  });

  it('names how many accounts and fleets carry a tag before deleting it', async () => {
    const tag = db.customerTags
      .all()
      .find((t) => db.carTeams.filter((c) => c.userTagId === t.id).length > 0);
    if (!tag) throw new Error('no tag on a fleet');
    const accounts = db.users.filter((u) => u.userTagIds.includes(tag.id)).length;
    const teams = db.carTeams.filter((c) => c.userTagId === tag.id).length;
    await renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `操作：${tag.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(`目前用于 ${accounts} 个账号、${teams} 个车队`);
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await screen.findByText(`客户标签 ${tag.name} 已删除`)).toBeInTheDocument();
    expect(db.customerTags.find(tag.id)).toBeUndefined();
    expect(db.carTeams.filter((c) => c.userTagId === tag.id)).toHaveLength(0);
  });

  it('deletes the chosen tags in one call after confirming, naming how many', async () => {
    const bodies = spyBodies('/api/customerTag/delete');
    await renderApp(PATH);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: '客户标签' });
    const [a, b] = await chooseTwo(user);
    if (!a || !b) throw new Error('fewer than two tags');
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除客户标签' });
    expect(confirm).toHaveTextContent('确定删除选中的 2 个客户标签吗？');
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('已删除 2 个客户标签')).toBeInTheDocument();
    expect(bodies).toEqual([{ ids: [a.id, b.id] }]);
    await waitFor(() => expect(within(table).queryByText(a.name)).toBeNull());
    expect(within(table).queryByText(b.name)).toBeNull();
    expect(db.customerTags.find(a.id)).toBeUndefined();
    expect(db.customerTags.find(b.id)).toBeUndefined();
    expect(screen.queryByRole('button', { name: '批量删除' })).toBeNull();
  });

  it('keeps the chosen tags and shows the server refusing to delete them', async () => {
    server.use(
      http.post('*/api/customerTag/delete', () =>
        HttpResponse.json({ code: 1415, msg: '标签正在同步，暂不能删除', data: null }),
      ),
    );
    await renderApp(PATH);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: '客户标签' });
    const [a, b] = await chooseTwo(user);
    if (!a || !b) throw new Error('fewer than two tags');
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除客户标签' });
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await within(confirm).findByText('标签正在同步，暂不能删除')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(within(table).getByText(a.name)).toBeInTheDocument();
    expect(within(table).getByText(b.name)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: `选择 ${a.name}` })).toBeChecked();
    expect(db.customerTags.find(a.id)).toBeDefined();
  });

  it('keeps what was typed when the name is taken, with the message beside the field first', async () => {
    const taken = db.customerTags.all()[0]?.name ?? '';
    await renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增客户标签' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const name = within(dialog).getByRole('textbox', { name: '标签名称' });
    expect(name).toHaveAccessibleDescription('请输入标签名称');
    expect(name).toHaveFocus();
    await user.type(name, taken);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('名称已存在，请更换')).toBeInTheDocument();
    expect(name).toHaveValue(taken);
  });

  it('offers no delete without system:tag-delete', async () => {
    signIn(everyAuthority.filter((code) => code !== 'system:tag-delete'));
    const tag = db.customerTags.all()[0];
    await renderApp(PATH);
    const user = userEvent.setup();
    const menu = await screen.findByRole('button', { name: `操作：${tag?.name ?? ''}` });
    expect(screen.queryByRole('checkbox', { name: /^选择 / })).toBeNull();
    await user.click(menu);
    expect(await screen.findByRole('menuitem', { name: '编辑' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '删除' })).toBeNull();
  });
});
