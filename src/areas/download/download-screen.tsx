import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

import {
  useDeleteDownloadJobs,
  useListDownloadJobs,
} from '@/api/generated/endpoints/download/download';
import type { DownloadJob } from '@/api/generated/model';
import {
  DataTable,
  ListFilters,
  type RowAction,
  rowsOf,
  useDeleteFlow,
  useListSearch,
} from '@/components/data-table';
import { useAuthorities } from '@/lib/authority';
import { markDownloadsSeen } from '@/lib/download-seen';

import { jobColumns, jobSortFields } from './components/job-columns';
import { JobFilesDialog } from './components/job-files-dialog';
import { isPacking, useDownloadPollInterval } from './hooks/use-download-polling';
import { useJobActions } from './hooks/use-job-actions';
import { downloadStrings as s, jobSourceLabels, jobStatusLabels } from './strings';

const route = getRouteApi('/_app/download');

/** A label map as the options of a filter. */
const optionsOf = <T extends string>(labels: Readonly<Record<T, string>>) =>
  (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));

/**
 * The download centre: the user's packing jobs, refreshing while one packs; zip, files, retry, and
 * delete one or the chosen ones.
 */
export function DownloadScreen() {
  const list = useListSearch({
    search: route.useSearch(),
    navigate: route.useNavigate(),
    sortFields: jobSortFields,
    filters: ['status', 'source'],
  });
  const { search } = list;
  const actions = useJobActions();
  const [filesOf, setFilesOf] = useState<DownloadJob | null>(null);
  const refetchInterval = useDownloadPollInterval();
  const query = useListDownloadJobs(
    {
      ...list.params,
      ...(search.status ? { status: search.status } : {}),
      ...(search.source ? { source: search.source } : {}),
    },
    { query: { placeholderData: keepPreviousData, refetchInterval } },
  );
  const rows = rowsOf(query);
  const packing = rows?.some(isPacking) ?? false;
  const deletion = useDeleteFlow({
    allowed: useAuthorities().includes('download:delete'),
    rows,
    getRowId: (j) => j.id,
    scope: list.scope,
    mutation: useDeleteDownloadJobs(),
    refresh: actions.refresh,
    texts: {
      title: s.deleteTitle,
      description: (jobs) => {
        const [job] = jobs;
        if (jobs.length > 1 || !job)
          return s.deleteMany(jobs.length, jobs.filter(isPacking).length);
        return isPacking(job) ? s.deleteRunning(job.name) : s.deleteDescription(job.name);
      },
      deleted: (count, jobs) =>
        count === 1 && jobs[0] ? s.deleted(jobs[0].name) : s.deletedMany(count),
      failed: s.deleteFailed,
    },
  });
  // Whatever finished is seen while the screen shows it: the header's badge starts again from now.
  useEffect(() => {
    if (query.dataUpdatedAt > 0) markDownloadsSeen();
  }, [query.dataUpdatedAt]);

  const rowActions = (j: DownloadJob): RowAction[] => [
    ...(j.status === 'done'
      ? [{ label: s.downloadZip, onSelect: () => void actions.downloadZip(j) }]
      : []),
    { label: s.files, onSelect: () => setFilesOf(j) },
    ...(j.status === 'failed' ? [{ label: s.retry, onSelect: () => actions.retryJob(j) }] : []),
    ...deletion.rowActions(j),
  ];

  return (
    <div className="flex flex-col gap-4">
      <ListFilters
        list={list}
        noReset
        keyword={{
          label: s.keyword,
          searchLabel: s.searchLabel,
          placeholder: s.searchPlaceholder,
          className: 'w-56',
        }}
        choices={[
          {
            name: 'status',
            label: s.status,
            allLabel: s.allStatuses,
            options: optionsOf(jobStatusLabels),
            className: 'w-40',
          },
          {
            name: 'source',
            label: s.source,
            allLabel: s.allSources,
            options: optionsOf(jobSourceLabels),
            className: 'w-40',
          },
        ]}
      >
        {packing ? (
          <p role="status" className="pb-2 text-xs text-fg-subtle">
            {s.refreshing}
          </p>
        ) : null}
      </ListFilters>
      <DataTable
        label={s.listTitle}
        columns={list.sortable(jobColumns)}
        query={query}
        list={list}
        deletion={deletion}
        getRowId={(j) => j.id}
        rowLabel={(j) => j.name}
        emptyText={s.empty}
        rowActions={rowActions}
      />
      <JobFilesDialog job={filesOf} onClose={() => setFilesOf(null)} />
    </div>
  );
}
