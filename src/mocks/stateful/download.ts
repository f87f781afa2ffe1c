import { http } from '../typed-http';
import type { DownloadJob, DownloadJobSource } from '../../api/generated/model';
import { retryDownloadJobBody } from '../../api/generated/zod/download/download.zod';
import { matchesKeyword, paginate, readPageQuery } from '../db';
import { db, type DownloadJobRecord } from '../db';
import { requestUser } from '../auth';
import { logOperation } from './log';
import { downloadFilesFor } from '../db/ops-seed';
import { mockErrors } from '../demo';
import { fail, ok } from '../respond';
import { isError, now, parseBody, readIds, resourceHandlers } from './resource';

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

const sourceNames: Record<DownloadJobSource, string> = {
  'data-file': '数据文件',
  'ori-file': '原始数据文件',
  dataset: '数据集',
};

export interface NewDownloadJob {
  /** Shown in 下载中心, e.g. 数据文件_20261120. */
  name: string;
  source: DownloadJobSource;
  /** The packed files: one entry per id, named and sized as the platform names its files. */
  fileIds: readonly number[];
  /** Total bytes of the files; spread over them (the first takes the remainder). */
  totalBytes?: number;
}

/**
 * Queues a packing job in 下载中心 as a bulk download or a slice anywhere in the console does; it
 * moves on with each read of the job list or detail (pending → running → done) and answers the
 * stored job's id.
 */
export const createDownloadJob = ({
  name,
  source,
  fileIds,
  totalBytes,
}: NewDownloadJob): number => {
  const createdAt = now();
  const vins = fileIds.map(
    (id, index) => db.vehicles.all()[(id + index) % db.vehicles.size]?.vin ?? '',
  );
  const first =
    Math.max(880_000, ...db.downloadJobs.all().flatMap((j) => j.files.map((f) => f.id))) + 1;
  const packed = downloadFilesFor(vins, createdAt, first);
  const files =
    totalBytes === undefined || packed.length === 0
      ? packed
      : packed.map((file, index) => {
          const share = Math.floor(totalBytes / packed.length);
          const rest = index === 0 ? totalBytes - share * packed.length : 0;
          return { ...file, size: share + rest };
        });
  return db.downloadJobs.insert({
    name,
    source,
    status: 'pending',
    progress: 0,
    files,
    createdAt,
    finishedAt: null,
    expiresAt: null,
    message: null,
  }).id;
};

/** A bulk download of data-manager queues a packing job here and answers its ticket. */
const bulkDownload = (
  path: '/api/data/bulkDownload' | '/api/ori_data/bulkDownloadOriFile',
  source: DownloadJobSource,
) =>
  http.post(path, async ({ request }) => {
    const ids = await readIds(request);
    if (isError(ids) || ids.length === 0) return fail(mockErrors.badRequest);
    const stampText = now().slice(0, 19).replace(/[-:T]/g, '');
    const name = `${sourceNames[source]}_${stampText}`;
    const jobId = createDownloadJob({ name, source, fileIds: ids });
    return ok({ jobId, name });
  });

export const downloadHandlers = [
  ...resourceHandlers({
    base: '/api/download/job',
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
    const body = await parseBody(request, retryDownloadJobBody);
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
  bulkDownload('/api/data/bulkDownload', 'data-file'),
  bulkDownload('/api/ori_data/bulkDownloadOriFile', 'ori-file'),
];
