import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

import {
  getListDatabaseBackupsQueryKey,
  getListDatabaseInstancesQueryKey,
  useDeleteDatabaseBackups,
  useListDatabaseBackups,
} from '@/api/generated/endpoints/database-management/database-management';
import type { DatabaseBackup, DatabaseInstance } from '@/api/generated/model';
import { Authorized } from '@/components/auth/authorized';
import {
  ChoiceFilter,
  COMPACT_PAGE_SIZE,
  DataTable,
  prefixedSearch,
  type RowAction,
  rowsOf,
  type SearchNavigate,
  useDeleteFlow,
  useListSearch,
} from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { useAuthorities } from '@/lib/authority';

import { useBackupPollInterval } from '../hooks/use-backup-polling';
import { BACKUP_STATUSES, type DatabaseSearch } from '../search';
import { backupStatusLabels, databaseStrings as s } from '../strings';
import { backupColumns, backupSortFields } from './backup-columns';
import { BackupCreateDialog } from './backup-create-dialog';

const statusOptions = BACKUP_STATUSES.map((status) => ({
  value: status,
  label: backupStatusLabels[status],
}));

interface BackupListProps {
  instance: DatabaseInstance;
  search: DatabaseSearch;
  navigate: SearchNavigate<DatabaseSearch>;
}

/**
 * One instance's backups. A running one is the server's: the list refreshes while it runs, so it
 * is found again, still moving, after leaving the screen and coming back.
 */
export function BackupList({ instance, search, navigate }: BackupListProps) {
  // The table list below has the URL's plain keys; the backups' carry the prefix.
  const list = useListSearch({
    ...prefixedSearch('backup', search, navigate),
    sortFields: backupSortFields,
    filters: ['status'],
    defaultPageSize: COMPACT_PAGE_SIZE,
  });
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const refetchInterval = useBackupPollInterval();
  const query = useListDatabaseBackups(
    {
      instanceId: instance.id,
      ...list.params,
      ...(list.search.status ? { status: list.search.status } : {}),
    },
    { query: { placeholderData: keepPreviousData, refetchInterval } },
  );
  const rows = rowsOf(query);
  const running = rows?.some((b) => b.status === 'running') ?? false;
  const deletion = useDeleteFlow({
    allowed: useAuthorities().includes('database:delete'),
    rows,
    getRowId: (b) => b.id,
    scope: list.scope,
    // A running backup is still being written: the server refuses to delete it.
    deletable: (b) => b.status !== 'running',
    mutation: useDeleteDatabaseBackups(),
    refresh: () =>
      void queryClient.invalidateQueries({ queryKey: getListDatabaseBackupsQueryKey() }),
    texts: {
      title: s.deleteTitle,
      description: (backups) =>
        backups.length === 1 && backups[0]
          ? s.deleteDescription(backups[0].name, backups[0].fileName ?? s.noValue)
          : s.deleteMany(backups.length),
      deleted: (count, backups) =>
        count === 1 && backups[0] ? s.deleted(backups[0].name) : s.deletedMany(count),
      failed: s.deleteFailed,
      blocked: s.runningNotDeletable,
    },
  });
  const wasRunning = useRef(false);
  // A backup that just finished changes the instance's last backup time above.
  useEffect(() => {
    if (wasRunning.current && !running)
      void queryClient.invalidateQueries({ queryKey: getListDatabaseInstancesQueryKey() });
    wasRunning.current = running;
  }, [running, queryClient]);

  // A running backup is still being written: the server refuses to delete it, so it is not offered.
  const rowActions = (b: DatabaseBackup): RowAction[] =>
    b.status === 'running' ? [] : deletion.rowActions(b);

  return (
    <section className="flex flex-col gap-3" aria-labelledby="database-backups-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="database-backups-title" className="text-base font-semibold break-all">
          {s.backupsTitle(instance.name)}
        </h2>
        <div className="flex items-end gap-3">
          {running ? (
            <p role="status" className="pb-2 text-xs text-fg-subtle">
              {s.refreshing}
            </p>
          ) : null}
          <ChoiceFilter
            label={s.status}
            allLabel={s.allStatuses}
            value={list.search.status}
            options={statusOptions}
            onChange={(status) => list.setSearch({ status })}
            className="w-32"
          />
        </div>
      </div>
      <DataTable
        label={s.backupsTitle(instance.name)}
        columns={list.sortable(backupColumns)}
        query={query}
        list={list}
        deletion={deletion}
        getRowId={(b) => b.id}
        rowLabel={(b) => b.name}
        emptyText={s.backupsEmpty}
        rowActions={deletion.allowed ? rowActions : undefined}
        toolbar={
          <Authorized code="database:backup">
            <Button
              variant="primary"
              size="sm"
              disabled={instance.status === 'offline'}
              title={instance.status === 'offline' ? s.offline : undefined}
              onClick={() => setCreating(true)}
            >
              {s.create}
            </Button>
          </Authorized>
        }
      />
      <BackupCreateDialog
        instance={creating ? instance : null}
        onClose={() => setCreating(false)}
      />
    </section>
  );
}
