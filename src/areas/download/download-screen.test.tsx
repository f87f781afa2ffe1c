import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { createDownloadJob } from '@/mocks/stateful/download';
import { setupMockServer } from '@/mocks/test-helpers';
import { getSeenAt } from '@/lib/storage';
import { renderApp, signIn, testUser, everyAuthority } from '@/routes/-testing';

setupMockServer();

beforeEach(() => signIn());

describe('下载中心', () => {
  it('retries a failed job, which then packs again', async () => {
    const failed = db.downloadJobs.findBy((j) => j.status === 'failed');
    if (!failed) throw new Error('no failed job');
    await renderApp('/download?status=failed');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `操作：${failed.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: '重试' }));
    expect(await screen.findByText(`任务 ${failed.name} 已重新排队`)).toBeInTheDocument();
    expect(db.downloadJobs.find(failed.id)?.status).not.toBe('failed');
  }, 30_000);

  it('shows in the header the jobs that finished since the user last looked, none after a look', async () => {
    signIn(everyAuthority, testUser(everyAuthority));
    const { jobId } = createDownloadJob({
      name: '切片_沪A12345',
      source: 'data-file',
      files: [
        { name: 'a.blf', size: 1024 },
        { name: 'b.blf', size: 2048 },
      ],
    });
    db.downloadJobs.update(jobId, {
      status: 'done',
      progress: 100,
      finishedAt: new Date().toISOString(),
    });
    localStorage.setItem('seen:downloads:tester', String(Date.now() - 60_000));
    const { router } = await renderApp('/device-management/device-list');
    expect(await screen.findByRole('link', { name: '下载任务：1 个已完成' })).toBeInTheDocument();
    await router.navigate({ to: '/download' });
    const table = await screen.findByRole('table', { name: '下载任务' });
    expect(await within(table).findByText('切片_沪A12345')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '下载任务' })).toBeInTheDocument();
    expect(getSeenAt('downloads:tester')).toBeGreaterThan(Date.now() - 60_000);
  }, 30_000);
});
