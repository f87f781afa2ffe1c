import {
  DEFAULT_PAGE_SIZE,
  serverSortColumns,
  serverSortProps,
  sortParams,
} from '@/lib/list-search';
import { jobSortFields } from './components/job-columns';
import { useEffect, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useListDownloadJobs } from '@/api/generated/endpoints/download/download';
import type { DownloadJob } from '@/api/generated/model';
import { Authorized } from '@/components/auth/authorized';
import {
  BulkDeleteButton,
  DeleteFlowDialog,
  DataTable,
  SearchBox,
  UrlPagination,
  useDeleteFlow,
  type RowAction,
} from '@/components/data-table';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectItem } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-field';
import { useAuthorities } from '@/lib/authority';
import { markDownloadsSeen } from '@/lib/download-seen';
import { jobColumns } from './components/job-columns';
import { JobFilesDialog } from './components/job-files-dialog';
import { isPacking, useDownloadPollInterval } from './hooks/use-download-polling';
import { useJobActions } from './hooks/use-job-actions';
import { downloadStrings as s, jobSourceLabels, jobStatusLabels } from './strings';

const route = getRouteApi('/_app/download');
const ALL = 'all';

/**
 * The download centre: the user's packing jobs, refreshing while one packs; zip, files, retry, and
 * delete one or the chosen ones.
 */
export function DownloadScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const canDelete = useAuthorities().includes('download:delete');
  const actions = useJobActions();
  const [filesOf, setFilesOf] = useState<DownloadJob | null>(null);
  const [removing, setRemoving] = useState<DownloadJob | null>(null);
  const refetchInterval = useDownloadPollInterval();
  const query = useListDownloadJobs(
    {
      pageNo: search.pageNo ?? 1,
      pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
      ...(search.keyword ? { keyword: search.keyword } : {}),
      ...(search.status ? { status: search.status } : {}),
      ...(search.source ? { source: search.source } : {}),
      ...sortParams(search, jobSortFields),
    },
    { query: { placeholderData: keepPreviousData, refetchInterval } },
  );
  const page = query.data?.data;
  const packing = page?.list.some(isPacking) ?? false;
  const bulk = useDeleteFlow({
    allowed: canDelete,
    rows: page?.list,
    getRowId: (j) => j.id,
    mutation: actions.remove,
    refresh: actions.refresh,
    texts: {
      title: s.deleteTitle,
      description: (jobs) => s.deleteMany(jobs.length, jobs.filter(isPacking).length),
      deleted: (count) => s.deletedMany(count),
      failed: s.deleteFailed,
    },
  });
  // Whatever finished is seen while the screen shows it: the header's badge starts again from now.
  useEffect(() => {
    if (query.dataUpdatedAt > 0) markDownloadsSeen();
  }, [query.dataUpdatedAt]);
  const setSearch = (patch: Partial<typeof search>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }) });

  const rowActions = (j: DownloadJob): RowAction[] => [
    ...(j.status === 'done'
      ? [{ label: s.downloadZip, onSelect: () => void actions.downloadZip(j) }]
      : []),
    { label: s.files, onSelect: () => setFilesOf(j) },
    ...(j.status === 'failed' ? [{ label: s.retry, onSelect: () => actions.retryJob(j) }] : []),
    ...(canDelete ? [{ label: s.delete, destructive: true, onSelect: () => setRemoving(j) }] : []),
  ];
  const choice = <K extends 'status' | 'source'>(
    key: K,
    label: string,
    allLabel: string,
    labels: Readonly<Record<string, string>>,
  ) => (
    <SelectField
      label={label}
      className="w-40"
      value={String(search[key] ?? ALL)}
      onValueChange={(next) =>
        setSearch({ [key]: next === ALL ? undefined : next, pageNo: undefined })
      }
    >
      <SelectItem value={ALL}>{allLabel}</SelectItem>
      {Object.entries(labels).map(([value, text]) => (
        <SelectItem key={value} value={value}>
          {text}
        </SelectItem>
      ))}
    </SelectField>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex w-56 flex-col gap-1.5">
          <span aria-hidden="true" className="text-sm font-medium text-slate-700">
            {s.keyword}
          </span>
          <SearchBox
            label={s.searchLabel}
            placeholder={s.searchPlaceholder}
            className="w-full"
            value={search.keyword ?? ''}
            onSearch={(keyword) => setSearch({ keyword: keyword || undefined, pageNo: undefined })}
          />
        </div>
        {choice('status', s.status, s.allStatuses, jobStatusLabels)}
        {choice('source', s.source, s.allSources, jobSourceLabels)}
        {packing ? (
          <p role="status" className="pb-2 text-xs text-slate-500">
            {s.refreshing}
          </p>
        ) : null}
      </div>
      <DataTable
        label={s.listTitle}
        columns={serverSortColumns(jobColumns, jobSortFields)}
        {...serverSortProps(
          search,
          jobSortFields,
          (sort) => void navigate({ search: (prev) => ({ ...prev, ...sort, pageNo: undefined }) }),
        )}
        rows={page?.list}
        getRowId={(j) => j.id}
        rowLabel={(j) => j.name}
        status={query.status}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={s.empty}
        selected={bulk.selected}
        onSelectedChange={bulk.onSelectedChange}
        rowActions={rowActions}
        fetching={query.isPlaceholderData}
        toolbar={
          <>
            <BulkDeleteButton flow={bulk} />
            <DeleteFlowDialog flow={bulk} />
          </>
        }
      />
      {page ? (
        <UrlPagination
          pageNo={page.pageNo}
          pageSize={page.pageSize}
          total={page.total}
          navigate={navigate}
          onPageChange={bulk.clear}
        />
      ) : null}
      <JobFilesDialog job={filesOf} onClose={() => setFilesOf(null)} />
      <Authorized code="download:delete">
        <ConfirmDialog
          open={removing !== null}
          onOpenChange={(open) => (open ? undefined : setRemoving(null))}
          title={s.deleteTitle}
          description={
            removing === null
              ? undefined
              : isPacking(removing)
                ? s.deleteRunning(removing.name)
                : s.deleteDescription(removing.name)
          }
          confirmLabel={s.delete}
          destructive
          pending={actions.deleting}
          onConfirm={() => removing && actions.deleteJob(removing, () => setRemoving(null))}
        />
      </Authorized>
    </div>
  );
}
