import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import {
  getListDatabaseBackupsQueryKey,
  getListDatabaseInstancesQueryKey,
  useDeleteDatabaseBackups,
  useListDatabaseBackups,
} from '@/api/generated/endpoints/database-management/database-management';
import type { DatabaseBackup, DatabaseInstance } from '@/api/generated/model';
import { failureText } from '@/api/errors';
import { Authorized } from '@/components/auth/authorized';
import {
  BulkDeleteButton,
  DeleteFlowDialog,
  DataTable,
  Pagination,
  useDeleteFlow,
  type RowAction,
} from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectItem } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-field';
import { useAuthorities } from '@/lib/authority';
import { notify } from '@/lib/notify';
import { serverSortColumns, serverSortProps, sortParams } from '@/lib/list-search';
import { useBackupPollInterval } from '../hooks/use-backup-polling';
import { BACKUP_PAGE_SIZE, BACKUP_STATUSES, backupSort, type DatabaseSearch } from '../search';
import { backupStatusLabels, databaseStrings as s } from '../strings';
import { backupColumns, backupSortFields } from './backup-columns';
import { BackupCreateDialog } from './backup-create-dialog';

const ALL = 'all';

interface BackupListProps {
  instance: DatabaseInstance;
  search: DatabaseSearch;
  setSearch: (patch: Partial<DatabaseSearch>) => void;
}

/**
 * One instance's backups. A running one is the server's: the list refreshes while it runs, so it
 * is found again, still moving, after leaving the screen and coming back.
 */
export function BackupList({ instance, search, setSearch }: BackupListProps) {
  const queryClient = useQueryClient();
  const canDelete = useAuthorities().includes('database:delete');
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState<DatabaseBackup | null>(null);
  const remove = useDeleteDatabaseBackups();
  const refetchInterval = useBackupPollInterval();
  const query = useListDatabaseBackups(
    {
      instanceId: instance.id,
      pageNo: search.backupPageNo ?? 1,
      pageSize: BACKUP_PAGE_SIZE,
      ...(search.backupStatus ? { status: search.backupStatus } : {}),
      ...sortParams(backupSort(search), backupSortFields),
    },
    { query: { placeholderData: keepPreviousData, refetchInterval } },
  );
  const page = query.data?.data;
  const running = page?.list.some((b) => b.status === 'running') ?? false;
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: getListDatabaseBackupsQueryKey() });
  const bulk = useDeleteFlow({
    allowed: canDelete,
    rows: page?.list,
    getRowId: (b) => b.id,
    // A running backup is still being written: the server refuses to delete it.
    deletable: (b) => b.status !== 'running',
    mutation: remove,
    refresh,
    texts: {
      title: s.deleteTitle,
      description: (backups) => s.deleteMany(backups.length),
      deleted: (count) => s.deletedMany(count),
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

  const confirmDelete = () => {
    if (!removing) return;
    remove.mutate(
      { data: { ids: [removing.id] } },
      {
        onSuccess: () => notify({ kind: 'success', message: s.deleted(removing.name) }),
        onError: (error) => notify({ kind: 'error', message: failureText(error, s.deleteFailed) }),
        onSettled: () => {
          setRemoving(null);
          refresh();
        },
      },
    );
  };
  // A running backup is still being written: the server refuses to delete it, so it is not offered.
  const rowActions = (b: DatabaseBackup): RowAction[] =>
    canDelete && b.status !== 'running'
      ? [{ label: s.delete, destructive: true, onSelect: () => setRemoving(b) }]
      : [];

  return (
    <section className="flex flex-col gap-3" aria-labelledby="database-backups-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="database-backups-title" className="text-base font-semibold break-all">
          {s.backupsTitle(instance.name)}
        </h2>
        <div className="flex items-end gap-3">
          {running ? (
            <p role="status" className="pb-2 text-xs text-slate-500">
              {s.refreshing}
            </p>
          ) : null}
          <SelectField
            label={s.status}
            className="w-32"
            value={search.backupStatus ?? ALL}
            onValueChange={(next) =>
              setSearch({
                backupStatus: BACKUP_STATUSES.find((status) => status === next),
                backupPageNo: undefined,
              })
            }
          >
            <SelectItem value={ALL}>{s.allStatuses}</SelectItem>
            {BACKUP_STATUSES.map((status) => (
              <SelectItem key={status} value={status}>
                {backupStatusLabels[status]}
              </SelectItem>
            ))}
          </SelectField>
        </div>
      </div>
      <DataTable
        label={s.backupsTitle(instance.name)}
        columns={serverSortColumns(backupColumns, backupSortFields)}
        {...serverSortProps(backupSort(search), backupSortFields, (sort) =>
          setSearch({
            backupSortBy: sort.sortBy,
            backupSortOrder: sort.sortOrder,
            backupPageNo: undefined,
          }),
        )}
        rows={page?.list}
        getRowId={(b) => b.id}
        rowLabel={(b) => b.name}
        status={query.status}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={s.backupsEmpty}
        selected={bulk.selected}
        onSelectedChange={bulk.onSelectedChange}
        rowActions={canDelete ? rowActions : undefined}
        fetching={query.isPlaceholderData}
        toolbar={
          <>
            <Button
              variant="primary"
              size="sm"
              disabled={instance.status === 'offline'}
              title={instance.status === 'offline' ? s.offline : undefined}
              onClick={() => setCreating(true)}
            >
              {s.create}
            </Button>
            <>
              <BulkDeleteButton flow={bulk} />
              <DeleteFlowDialog flow={bulk} />
            </>
          </>
        }
      />
      {page ? (
        <Pagination
          pageNo={page.pageNo}
          pageSize={page.pageSize}
          total={page.total}
          pageSizes={[BACKUP_PAGE_SIZE]}
          onChange={({ pageNo }) => {
            bulk.clear();
            setSearch({ backupPageNo: pageNo === 1 ? undefined : pageNo });
          }}
        />
      ) : null}
      <BackupCreateDialog
        instance={creating ? instance : null}
        onClose={() => setCreating(false)}
      />
      <Authorized code="database:delete">
        <ConfirmDialog
          open={removing !== null}
          onOpenChange={(open) => (open ? undefined : setRemoving(null))}
          title={s.deleteTitle}
          description={
            removing
              ? s.deleteDescription(removing.name, removing.fileName ?? s.noValue)
              : undefined
          }
          confirmLabel={s.delete}
          destructive
          pending={remove.isPending}
          onConfirm={confirmDelete}
        />
      </Authorized>
    </section>
  );
}
