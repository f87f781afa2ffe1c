import type { DatabaseBackup, DatabaseTableSort } from '../../api/generated/model';
import { CreateDatabaseBackupBody } from '../../api/generated/zod/database-management/database-management.zod';
import { requestUser } from '../auth';
import { type DatabaseBackupRecord, db, matchesKeyword, paginate, readPageQuery } from '../db';
import { mockErrors } from '../demo';
import { fail, ok } from '../respond';
import { http } from '../typed-http';
import { now, resourceHandlers } from './resource';

/** How far a running backup moves on each read of the list: done after five reads. */
export const BACKUP_STEP = 20;

const instanceName = (id: number): string =>
  db.databaseInstances.find((instance) => instance.id === id)?.name ?? '';

const toBackup = (row: DatabaseBackupRecord): DatabaseBackup => ({
  ...row,
  instanceName: instanceName(row.instanceId),
});

/** A backup started through the console moves on with every read of the list, then succeeds. */
const advanceRunning = (): void => {
  db.backups
    .filter((b) => b.status === 'running')
    .forEach((b) => {
      const progress = Math.min(100, b.progress + BACKUP_STEP);
      if (progress < 100) {
        db.backups.update(b.id, { progress });
        return;
      }
      const finishedAt = now();
      db.backups.update(b.id, {
        progress,
        status: 'succeeded',
        fileName: `${instanceName(b.instanceId)}_${b.startedAt.slice(0, 10).replace(/-/g, '')}_${b.id}.dump`,
        sizeBytes: 1_073_741_824 + b.id * 7_340_032,
        finishedAt,
      });
      const instance = db.databaseInstances.find((i) => i.id === b.instanceId);
      if (instance) instance.lastBackupAt = finishedAt;
    });
};

const createBackup = (
  body: { instanceId: number; name: string; remark?: string },
  request: Request,
) => {
  const instance = db.databaseInstances.find((i) => i.id === body.instanceId);
  if (!instance) return mockErrors.notFound;
  const busy = db.backups.findBy((b) => b.instanceId === body.instanceId && b.status === 'running');
  if (instance.status === 'offline' || busy) return mockErrors.wrongState;
  return {
    name: body.name,
    instanceId: body.instanceId,
    status: 'running' as const,
    progress: 0,
    fileName: null,
    sizeBytes: null,
    startedAt: now(),
    finishedAt: null,
    createdBy: requestUser(request)?.realName ?? '张伟',
    remark: body.remark ?? null,
    message: null,
  };
};

const tableOrder: Record<DatabaseTableSort, (a: TableRow, b: TableRow) => number> = {
  sizeBytes: (a, b) => b.sizeBytes - a.sizeBytes,
  rows: (a, b) => b.rows - a.rows,
  tableName: (a, b) => a.tableName.localeCompare(b.tableName),
  lastWriteAt: (a, b) => Date.parse(b.lastWriteAt ?? '0') - Date.parse(a.lastWriteAt ?? '0'),
};
type TableRow = NonNullable<ReturnType<typeof db.databaseTables.get>>[number];
const isTableSort = (value: string | null): value is DatabaseTableSort =>
  value !== null && value in tableOrder;

export const databaseHandlers = [
  ...resourceHandlers({
    base: '/api/database/backup',
    sortable: ['name', 'sizeBytes', 'startedAt', 'finishedAt'],
    label: '数据库备份',
    table: () => db.backups,
    toDto: toBackup,
    nameOf: (row) => row.name,
    beforeRead: advanceRunning,
    filters: { instanceId: 'instanceId', status: 'status' },
    save: { path: 'create', schema: CreateDatabaseBackupBody, answer: 'dto', create: createBackup },
    remove: {
      // A running backup is still being written: the server refuses to delete it.
      check: (ids) =>
        ids.some((id) => db.backups.find(id)?.status === 'running')
          ? mockErrors.wrongState
          : undefined,
    },
  }),
  http.get('/api/database/instances', () => ok(db.databaseInstances)),
  http.get('/api/database/tables', ({ query }) => {
    const tables = db.databaseTables.get(Number(query.get('instanceId')));
    if (!tables) return fail(mockErrors.notFound);
    const sortBy = query.get('sortBy');
    const rows = tables
      .filter((t) => matchesKeyword(query.get('keyword'), t.tableName, t.comment))
      .sort(tableOrder[isTableSort(sortBy) ? sortBy : 'sizeBytes']);
    return ok(paginate(rows, readPageQuery(query)));
  }),
];
