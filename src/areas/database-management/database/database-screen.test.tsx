import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { setupMockServer, spyBodies, spyQueries } from '@/testing/mock-server';
import { everyAuthority, renderApp, signIn } from '@/testing/render-app';

setupMockServer();

beforeEach(() => signIn());

/** Two finished backups of instance 2 (vdaq-timeseries), renamed so that no other has their names. */
const finishedBackups = () => {
  const [a, b] = db.backups
    .filter((x) => x.instanceId === 2 && x.status === 'succeeded')
    .slice(0, 2)
    .map((backup, index) => db.backups.update(backup.id, { name: `单测备份 ${index + 1}` }));
  if (!a || !b) throw new Error('fewer than two finished backups');
  return [a, b] as const;
};
const BACKUPS = 'vdaq-timeseries 的备份';

/** Ticks the rows of these backups, then asks to delete them together. */
const bulkDelete = async (chosen: readonly { name: string }[]) => {
  const user = userEvent.setup();
  const table = await screen.findByRole('table', { name: BACKUPS });
  for (const backup of chosen)
    await user.click(await within(table).findByRole('checkbox', { name: `选择 ${backup.name}` }));
  await user.click(screen.getByRole('button', { name: '批量删除' }));
  const confirm = await screen.findByRole('alertdialog', { name: '删除备份' });
  expect(confirm).toHaveTextContent(`确定删除选中的 ${chosen.length} 个备份吗？`);
  await user.click(within(confirm).getByRole('button', { name: '删除' }));
  return { user, table, confirm };
};

describe('数据库', () => {
  it('asks a backup for its name beside the field, then shows it running with its progress', async () => {
    await renderApp('/database-management/database?instance=2');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'vdaq-timeseries 的备份' });
    await user.click(screen.getByRole('button', { name: '立即备份' }));
    const dialog = await screen.findByRole('dialog', { name: '立即备份' });
    await user.click(within(dialog).getByRole('button', { name: '开始备份' }));
    const name = within(dialog).getByRole('textbox', { name: '备份名称' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('请输入备份名称'));
    await user.type(name, '迁移前备份');
    await user.click(within(dialog).getByRole('button', { name: '开始备份' }));
    expect(
      await screen.findByRole('progressbar', { name: '备份进度 迁移前备份' }),
    ).toBeInTheDocument();
    expect(db.backups.findBy((b) => b.name === '迁移前备份')?.instanceId).toBe(2);
  });

  it.each([
    [
      'a business code',
      () => HttpResponse.json({ code: 2001, msg: '实例正在备份，请稍后再试', data: null }),
      '实例正在备份，请稍后再试',
    ],
    ['a lost connection', () => HttpResponse.error(), '网络请求超时'],
  ])(
    'keeps the backup dialog as typed when it fails with %s',
    async (_, answer, reason) => {
      server.use(http.post('*/api/database/backup/create', answer));
      await renderApp('/database-management/database?instance=2');
      const user = userEvent.setup();
      await screen.findByRole('table', { name: 'vdaq-timeseries 的备份' });
      await user.click(screen.getByRole('button', { name: '立即备份' }));
      const dialog = await screen.findByRole('dialog', { name: '立即备份' });
      await user.type(within(dialog).getByRole('textbox', { name: '备份名称' }), '迁移前备份');
      await user.type(within(dialog).getByRole('textbox', { name: '备注' }), '升级前');
      await user.click(within(dialog).getByRole('button', { name: '开始备份' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
      expect(within(dialog).getByRole('textbox', { name: '备份名称' })).toHaveValue('迁移前备份');
      expect(within(dialog).getByRole('textbox', { name: '备注' })).toHaveValue('升级前');
    },
    30_000,
  );

  it('deletes the chosen backups in one call after confirming', async () => {
    const [a, b] = finishedBackups();
    const bodies = spyBodies('/api/database/backup/delete');
    await renderApp('/database-management/database?instance=2');
    const { table } = await bulkDelete([a, b]);
    expect(await screen.findByText('已删除 2 个备份')).toBeInTheDocument();
    expect(bodies).toEqual([{ ids: expect.arrayContaining([a.id, b.id]) }]);
    expect((bodies[0] as { ids: number[] }).ids).toHaveLength(2);
    await waitFor(() => expect(within(table).queryByText(a.name)).toBeNull());
    expect(within(table).queryByText(b.name)).toBeNull();
    expect(db.backups.find(a.id)).toBeUndefined();
    expect(db.backups.find(b.id)).toBeUndefined();
  });

  it('keeps the chosen backups when the server refuses, with its message', async () => {
    const [a, b] = finishedBackups();
    server.use(
      http.post('*/api/database/backup/delete', () =>
        HttpResponse.json({ code: 1414, msg: '当前状态不允许此操作', data: null }),
      ),
    );
    await renderApp('/database-management/database?instance=2');
    const { user, table, confirm } = await bulkDelete([a, b]);
    expect(await within(confirm).findByText('当前状态不允许此操作')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(within(table).getByText(a.name)).toBeInTheDocument();
    expect(within(table).getByText(b.name)).toBeInTheDocument();
    expect(within(table).getByRole('checkbox', { name: `选择 ${a.name}` })).toBeChecked();
    expect(db.backups.find(a.id)).toBeDefined();
  });

  it('turns 批量删除 off while a running backup is among the chosen', async () => {
    const [a, b] = finishedBackups();
    db.backups.update(b.id, { status: 'running', progress: 0 });
    const bodies = spyBodies('/api/database/backup/delete');
    await renderApp('/database-management/database?instance=2');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: BACKUPS });
    await user.click(await within(table).findByRole('checkbox', { name: `选择 ${a.name}` }));
    expect(screen.getByRole('button', { name: '批量删除' })).toBeEnabled();
    await user.click(within(table).getByRole('checkbox', { name: `选择 ${b.name}` }));
    const button = screen.getByRole('button', { name: '批量删除' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', '备份中的备份不能删除，请先取消选择它们');
    expect(bodies).toEqual([]);
  });

  it('keeps the backup page, state and sort under their own URL keys, apart from the tables', async () => {
    const lists = spyQueries('/api/database/backup/list');
    const { router } = await renderApp(
      '/database-management/database?instance=2&pageSize=50&backupPageNo=2&backupStatus=succeeded&backupSortBy=name&backupSortOrder=asc',
    );
    await waitFor(() => expect(lists.length).toBeGreaterThan(0));
    expect(Object.fromEntries(lists[0] ?? [])).toEqual({
      instanceId: '2',
      pageNo: '2',
      pageSize: '10',
      status: 'succeeded',
      sortBy: 'name',
      sortOrder: 'asc',
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByRole('option', { name: '全部状态' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('backupStatus'));
    expect(router.state.location.search).toEqual({
      instance: 2,
      pageSize: 50,
      backupSortBy: 'name',
      backupSortOrder: 'asc',
    });
  });

  it('shows the refusal of a single backup delete in its confirmation', async () => {
    const [a] = finishedBackups();
    server.use(
      http.post('*/api/database/backup/delete', () =>
        HttpResponse.json({ code: 1414, msg: '当前状态不允许此操作', data: null }),
      ),
    );
    await renderApp('/database-management/database?instance=2');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `操作：${a.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除备份' });
    expect(confirm).toHaveTextContent(a.name);
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await within(confirm).findByText('当前状态不允许此操作')).toBeInTheDocument();
    expect(db.backups.find(a.id)).toBeDefined();
  });

  it('offers no row choice without database:delete', async () => {
    signIn(everyAuthority.filter((code) => code !== 'database:delete'));
    const [a] = finishedBackups();
    await renderApp('/database-management/database?instance=2');
    const table = await screen.findByRole('table', { name: BACKUPS });
    expect(await within(table).findByText(a.name)).toBeInTheDocument();
    expect(within(table).queryByRole('checkbox')).toBeNull();
  });

  it('offers no backup on an offline instance', async () => {
    await renderApp('/database-management/database?instance=3');
    await screen.findByRole('table', { name: 'vdaq-archive 的备份' });
    expect(screen.getByRole('button', { name: '立即备份' })).toBeDisabled();
  });
});
