import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { useListUpgradeJobs } from '@/api/generated/endpoints/device-management/device-management';
import { useListFirmware } from '@/api/generated/endpoints/firmware-library/firmware-library';
import type { UpgradeJob, UpgradeJobStatus } from '@/api/generated/model';
import { type DataColumn, DataTable, ListFilters, useListSearch } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { percent } from '@/lib/upgrade-rollout';
import { useEnumLabels } from '@/lib/use-enum-labels';

import { jobStatusLabels, upgradeObjLabels, upgradeStrings as s } from '../strings';
import { JobStatusBadge, ProgressBar } from './status-badges';

const route = getRouteApi('/_app/device-management/device-firmware-update');

interface JobHistoryProps {
  onOpen: (job: UpgradeJob) => void;
  toolbar: ReactNode;
}

const statusOptions = (Object.keys(jobStatusLabels) as UpgradeJobStatus[]).map((status) => ({
  value: status,
  label: jobStatusLabels[status],
}));

/** Upgrade history: every job, newest first, filtered by state, firmware and device in the URL. */
export function JobHistory({ onOpen, toolbar }: JobHistoryProps) {
  const list = useListSearch({ search: route.useSearch(), navigate: route.useNavigate() });
  const { search, setSearch } = list;
  const objects = useEnumLabels('upgrade_obj', upgradeObjLabels);
  const firmware = useListFirmware({ pageNo: 1, pageSize: 200 }, { query: { staleTime: 60_000 } });
  const query = useListUpgradeJobs(
    {
      ...list.params,
      ...(search.status ? { status: search.status } : {}),
      ...(search.firmwareId ? { firmwareId: search.firmwareId } : {}),
      ...(search.deviceId ? { deviceId: search.deviceId } : {}),
    },
    { query: { placeholderData: keepPreviousData, refetchInterval: 5000 } },
  );
  const columns: DataColumn<UpgradeJob>[] = [
    { id: 'id', header: s.jobId, hideable: false, cell: (job) => `#${job.id}` },
    {
      id: 'firmware',
      header: s.firmware,
      cell: (job) => s.firmwareOption(job.firmware.name, job.firmware.version),
    },
    {
      id: 'object',
      header: s.upgradeObj,
      cell: (job) => objects[job.upgrade_obj] ?? job.upgrade_obj,
    },
    {
      id: 'status',
      header: s.status,
      hideable: false,
      cell: (job) => <JobStatusBadge status={job.status} />,
    },
    {
      id: 'progress',
      header: s.progress,
      cell: (job) => <ProgressBar value={job.progress} label={s.jobLabel(job.id)} />,
    },
    {
      id: 'counts',
      header: s.counts,
      cell: (job) => s.countsValue(job.succeededCount, job.failedCount, job.deviceCount),
    },
    {
      id: 'staged',
      header: s.staged,
      cell: (job) =>
        job.rollout
          ? s.stagedValue(job.rollout.firstBatchSize, percent(job.rollout.maxFailureRate))
          : s.notStaged,
    },
    { id: 'createdBy', header: s.createdBy, defaultHidden: true, cell: (job) => job.createdBy },
    {
      id: 'createdAt',
      header: s.createdAt,
      cell: (job) => <span className="text-xs tabular-nums">{formatDateTime(job.createdAt)}</span>,
    },
  ];

  return (
    <section aria-label={s.historyTitle} className="flex flex-col gap-3">
      <ListFilters
        list={list}
        noReset
        choices={[
          { name: 'status', label: s.status, allLabel: s.allStatuses, options: statusOptions },
          {
            name: 'firmwareId',
            label: s.firmware,
            allLabel: s.allFirmware,
            options: (firmware.data?.data.list ?? []).map((f) => ({
              value: f.id,
              label: s.firmwareOption(f.name, f.version),
            })),
            className: 'w-56',
          },
        ]}
      >
        {search.deviceId ? (
          <Button size="sm" onClick={() => setSearch({ deviceId: undefined })}>
            {s.clearDevice}
          </Button>
        ) : null}
      </ListFilters>
      <DataTable
        label={s.historyTitle}
        columns={columns}
        query={query}
        list={list}
        getRowId={(job) => job.id}
        rowLabel={(job) => s.jobLabel(job.id)}
        emptyText={s.emptyHistory}
        rowActions={(job) => [{ label: s.open, onSelect: () => onOpen(job) }]}
        onRowClick={onOpen}
        toolbar={toolbar}
      />
    </section>
  );
}
