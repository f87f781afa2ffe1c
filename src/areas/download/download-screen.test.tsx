import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { getSeenAt } from '@/lib/storage';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { createDownloadJob } from '@/mocks/stateful/download';
import { setupMockServer, spyBodies } from '@/testing/mock-server';
import { everyAuthority, renderApp, signIn, testUser } from '@/testing/render-app';

setupMockServer();

beforeEach(() => signIn());

/**
 * The two finished jobs of the seed, whose state stays put while the list refreshes, renamed so
 * that no other job (named by source and day) shares their names.
 */
const doneJobs = () => {
  const jobs = db.downloadJobs
    .filter((j) => j.status === 'done')
    .slice(0, 2)
    .map((job, index) => db.downloadJobs.update(job.id, { name: `单测任务 ${index + 1}` }));
  const [a, b] = jobs;
  if (!a || !b) throw new Error('fewer than two finished jobs');
  return [a, b] as const;
};

/** Ticks the rows of these jobs, then asks to delete them together. */
const bulkDelete = async (chosen: readonly { name: string }[]) => {
  const user = userEvent.setup();
  for (const job of chosen)
    await user.click(await screen.findByRole('checkbox', { name: `选择 ${job.name}` }));
  await user.click(screen.getByRole('button', { name: '批量删除' }));
  const confirm = await screen.findByRole('alertdialog', { name: '删除下载任务' });
  expect(confirm).toHaveTextContent(`确定删除选中的 ${chosen.length} 个下载任务及其压缩包吗？`);
  await user.click(within(confirm).getByRole('button', { name: '删除' }));
  return { user, confirm };
};

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
  });

  it('deletes the chosen jobs in one call after confirming', async () => {
    const [a, b] = doneJobs();
    const bodies = spyBodies('/api/download/job/delete');
    await renderApp('/download');
    const table = await screen.findByRole('table', { name: '下载任务' });
    await bulkDelete([a, b]);
    expect(await screen.findByText('已删除 2 个下载任务')).toBeInTheDocument();
    expect(bodies).toEqual([{ ids: expect.arrayContaining([a.id, b.id]) }]);
    expect((bodies[0] as { ids: number[] }).ids).toHaveLength(2);
    await waitFor(() => expect(within(table).queryByText(a.name)).toBeNull());
    expect(within(table).queryByText(b.name)).toBeNull();
    expect(db.downloadJobs.find(a.id)).toBeUndefined();
    expect(db.downloadJobs.find(b.id)).toBeUndefined();
  });

  it('keeps the chosen jobs when the server refuses, with its message', async () => {
    const [a, b] = doneJobs();
    server.use(
      http.post('*/api/download/job/delete', () =>
        HttpResponse.json({ code: 1414, msg: '当前状态不允许此操作', data: null }),
      ),
    );
    await renderApp('/download');
    const { user, confirm } = await bulkDelete([a, b]);
    expect(await within(confirm).findByText('当前状态不允许此操作')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    const table = screen.getByRole('table', { name: '下载任务' });
    expect(within(table).getByText(a.name)).toBeInTheDocument();
    expect(within(table).getByText(b.name)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: `选择 ${a.name}` })).toBeChecked();
    expect(db.downloadJobs.find(a.id)).toBeDefined();
  });

  it('shows the refusal of a single job delete in its confirmation', async () => {
    const [a] = doneJobs();
    server.use(
      http.post('*/api/download/job/delete', () =>
        HttpResponse.json({ code: 1414, msg: '当前状态不允许此操作', data: null }),
      ),
    );
    await renderApp('/download');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `操作：${a.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除下载任务' });
    expect(confirm).toHaveTextContent(`确定删除下载任务 ${a.name} 及其压缩包吗？`);
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await within(confirm).findByText('当前状态不允许此操作')).toBeInTheDocument();
    expect(db.downloadJobs.find(a.id)).toBeDefined();
  });

  it('offers no row choice without download:delete', async () => {
    signIn(everyAuthority.filter((code) => code !== 'download:delete'));
    const [a] = doneJobs();
    await renderApp('/download');
    expect(await screen.findByRole('button', { name: `操作：${a.name}` })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^选择 / })).toBeNull();
  });

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
  });
});
