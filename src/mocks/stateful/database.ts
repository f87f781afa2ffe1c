import { http } from '../typed-http';
import type { DatabaseBackup } from '../../api/generated/model';
import { createDatabaseBackupBody } from '../../api/generated/zod/database-management/database-management.zod';
import { requestUser } from '../auth';
import { db, type DatabaseBackupRecord } from '../db';
import { mockErrors } from '../demo';
import { ok } from '../respond';
import { now, resourceHandlers } from './resource';

const instanceName = (id: number): string =>
  db.databaseInstances.find((instance) => instance.id === id)?.name ?? '';

const toBackup = (row: DatabaseBackupRecord): DatabaseBackup => ({
  ...row,
  instanceName: instanceName(row.instanceId),
});

/** A backup started through the console is done by the next time the list is read. */
const finishRunning = (): void => {
  db.backups
    .filter((b) => b.status === 'running')
    .forEach((b) =>
      db.backups.update(b.id, {
        status: 'succeeded',
        fileName: `${instanceName(b.instanceId)}_${b.startedAt.slice(0, 10).replace(/-/g, '')}_${b.id}.dump`,
        sizeBytes: 1_073_741_824 + b.id * 7_340_032,
        finishedAt: now(),
      }),
    );
};

export const databaseHandlers = [
  ...resourceHandlers({
    base: '/api/database/backup',
    label: '数据库备份',
    table: () => db.backups,
    toDto: toBackup,
    nameOf: (row) => row.fileName ?? String(row.id),
    beforeRead: finishRunning,
    filters: { instanceId: 'instanceId', status: 'status' },
    save: {
      path: 'create',
      schema: createDatabaseBackupBody,
      answer: 'dto',
      create: (body, request) =>
        instanceName(body.instanceId) === ''
          ? mockErrors.notFound
          : {
              instanceId: body.instanceId,
              status: 'running' as const,
              fileName: null,
              sizeBytes: null,
              startedAt: now(),
              finishedAt: null,
              createdBy: requestUser(request)?.realName ?? '张伟',
              remark: body.remark ?? null,
              message: null,
            },
    },
  }),
  http.get('/api/database/instances', () => ok(db.databaseInstances)),
];
