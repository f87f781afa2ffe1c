import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { setupMockServer } from '@/mocks/test-helpers';
import { renderApp, signIn } from '@/routes/-testing';

setupMockServer();

beforeEach(() => signIn());

describe('数据库', () => {
  it('asks a backup for its name beside the field, then shows it running with its progress', async () => {
    await renderApp('/database-management/database?instance=2');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'vdaq-timeseries 的备份' });
    await user.click(screen.getByRole('button', { name: '立即备份' }));
    const dialog = await screen.findByRole('dialog', { name: '立即备份' });
    await user.click(within(dialog).getByRole('button', { name: '开始备份' }));
    const name = within(dialog).getByRole('textbox', { name: '备份名称' });
    expect(name).toHaveAccessibleDescription('请输入备份名称');
    await user.type(name, '迁移前备份');
    await user.click(within(dialog).getByRole('button', { name: '开始备份' }));
    expect(
      await screen.findByRole('progressbar', { name: '备份进度 迁移前备份' }),
    ).toBeInTheDocument();
    expect(db.backups.findBy((b) => b.name === '迁移前备份')?.instanceId).toBe(2);
  }, 30_000);

  it('offers no backup on an offline instance', async () => {
    await renderApp('/database-management/database?instance=3');
    await screen.findByRole('table', { name: 'vdaq-archive 的备份' });
    expect(screen.getByRole('button', { name: '立即备份' })).toBeDisabled();
  }, 30_000);
});
