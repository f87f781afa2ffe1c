import type { DownloadJob, DownloadJobSource } from '../../api/generated/model';
import { RetryDownloadJobBody } from '../../api/generated/zod/download/download.zod';
import { requestUser } from '../auth';
import { matchesKeyword, paginate, readPageQuery } from '../db';
import { db, type DownloadJobRecord } from '../db';
import { mockErrors } from '../demo';
import { fail, ok } from '../respond';
import { http } from '../typed-http';
import { logOperation } from './log';
import { isError, now, parseBody, resourceHandlers } from './resource';

const WEEK_MS = 7 * 86_400_000;
const later = (ms: number): string =>
  new Date(Date.now() + ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

const toJob = ({ files, ...row }: DownloadJobRecord): DownloadJob => ({
  ...row,
  fileCount: files.length,
  totalSize: files.reduce((sum, file) => sum + file.size, 0),
});

/** Every read moves packing jobs on: pending → running → done in a few polls. */
const advance = (): void => {
  db.downloadJobs
    .filter((job) => job.status === 'pending' || job.status === 'running')
    .forEach((job) => {
      const progress = Math.min(100, job.progress + 35);
      const done = progress === 100;
      db.downloadJobs.update(job.id, {
        progress,
        status: done ? 'done' : 'running',
        finishedAt: done ? now() : null,
        expiresAt: done ? later(WEEK_MS) : null,
      });
    });
};

export interface NewDownloadJob {
  /** Shown in 下载中心, e.g. 数据文件_20261120_101500.zip. */
  name: string;
  source: DownloadJobSource;
  /** The packed files as the platform names and sizes them. */
  files: readonly { name: string; size: number }[];
}

/**
 * Queues a packing job in 下载中心 as a bulk download or a slice anywhere in the console does; it
 * moves on with each read of the job list or detail (pending → running → done). Answers the ticket.
 */
export const createDownloadJob = ({
  name,
  source,
  files,
}: NewDownloadJob): { jobId: number; name: string } => {
  const first =
    Math.max(880_000, ...db.downloadJobs.all().flatMap((j) => j.files.map((f) => f.id))) + 1;
  const job = db.downloadJobs.insert({
    name,
    source,
    status: 'pending',
    progress: 0,
    files: files.map((file, index) => ({
      id: first + index,
      name: file.name,
      size: file.size,
      status: 'ready' as const,
    })),
    createdAt: now(),
    finishedAt: null,
    expiresAt: null,
    message: null,
  });
  return { jobId: job.id, name: job.name };
};

export const downloadHandlers = [
  ...resourceHandlers({
    base: '/api/download/job',
    sortable: ['name', 'fileCount', 'totalSize', 'createdAt', 'finishedAt', 'expiresAt'],
    label: '下载任务',
    table: () => db.downloadJobs,
    toDto: toJob,
    nameOf: (row) => row.name,
    keyword: (row) => [row.name, ...row.files.map((file) => file.name)],
    filters: { status: 'status', source: 'source' },
    beforeRead: advance,
  }),
  http.get('/api/download/job/files', ({ query }) => {
    const job = db.downloadJobs.find(Number(query.get('jobId')));
    if (!job) return fail(mockErrors.notFound);
    const files = job.files.filter((file) => matchesKeyword(query.get('keyword'), file.name));
    return ok(paginate(files, readPageQuery(query)));
  }),
  http.post('/api/download/job/retry', async ({ request }) => {
    const body = await parseBody(request, RetryDownloadJobBody);
    if (isError(body)) return fail(body);
    const job = db.downloadJobs.find(body.id);
    if (!job) return fail(mockErrors.notFound);
    if (job.status !== 'failed' && job.status !== 'expired') return fail(mockErrors.wrongState);
    const files = job.files.map((file) => ({ ...file, status: 'ready' as const }));
    logOperation(requestUser(request)?.username ?? 'admin', 'update', `下载任务 ${job.name} 重试`);
    db.downloadJobs.update(job.id, {
      status: 'pending',
      progress: 0,
      files,
      finishedAt: null,
      expiresAt: null,
      message: null,
    });
    return ok(true);
  }),
];
