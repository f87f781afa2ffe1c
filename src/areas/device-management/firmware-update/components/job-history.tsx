import type { ReactNode } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useListUpgradeJobs } from '@/api/generated/endpoints/device-management/device-management';
import { useListFirmware } from '@/api/generated/endpoints/firmware-library/firmware-library';
import type { UpgradeJob, UpgradeJobStatus } from '@/api/generated/model';
import { DataTable, Pagination, type DataColumn } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { SelectItem } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-field';
import { formatDateTime } from '@/lib/format';
import { DEFAULT_PAGE_SIZE } from '@/lib/list-search';
import { percent } from '@/lib/upgrade-rollout';
import { useEnumLabels } from '@/lib/use-enum-labels';
import { jobStatusLabels, upgradeObjLabels, upgradeStrings as s } from '../strings';
import { JobStatusBadge, ProgressBar } from './status-badges';

export interface HistorySearch {
  deviceId?: number;
  firmwareId?: number;
  status?: UpgradeJobStatus;
  pageNo?: number;
}

interface JobHistoryProps {
  search: HistorySearch;
  onSearch: (patch: HistorySearch) => void;
  onOpen: (job: UpgradeJob) => void;
  toolbar: ReactNode;
}

const ALL = 'all';
const STATUSES = Object.keys(jobStatusLabels) as UpgradeJobStatus[];

/** Upgrade history: every job, newest first, filtered by state, firmware and device in the URL. */
export function JobHistory({ search, onSearch, onOpen, toolbar }: JobHistoryProps) {
  const objects = useEnumLabels('upgrade_obj', upgradeObjLabels);
  const firmware = useListFirmware({ pageNo: 1, pageSize: 200 }, { query: { staleTime: 60_000 } });
  const query = useListUpgradeJobs(
    {
      pageNo: search.pageNo ?? 1,
      pageSize: DEFAULT_PAGE_SIZE,
      ...(search.status ? { status: search.status } : {}),
      ...(search.firmwareId ? { firmwareId: search.firmwareId } : {}),
      ...(search.deviceId ? { deviceId: search.deviceId } : {}),
    },
    { query: { placeholderData: keepPreviousData, refetchInterval: 5000 } },
  );
  const page = query.data?.data;
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
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={s.status}
          className="w-36"
          value={search.status ?? ALL}
          onValueChange={(next) =>
            onSearch({ status: STATUSES.find((status) => status === next), pageNo: undefined })
          }
        >
          <SelectItem value={ALL}>{s.allStatuses}</SelectItem>
          {STATUSES.map((status) => (
            <SelectItem key={status} value={status}>
              {jobStatusLabels[status]}
            </SelectItem>
          ))}
        </SelectField>
        <SelectField
          label={s.firmware}
          className="w-56"
          value={search.firmwareId === undefined ? ALL : String(search.firmwareId)}
          onValueChange={(next) =>
            onSearch({ firmwareId: next === ALL ? undefined : Number(next), pageNo: undefined })
          }
        >
          <SelectItem value={ALL}>{s.allFirmware}</SelectItem>
          {(firmware.data?.data.list ?? []).map((f) => (
            <SelectItem key={f.id} value={String(f.id)}>
              {s.firmwareOption(f.name, f.version)}
            </SelectItem>
          ))}
        </SelectField>
        {search.deviceId ? (
          <Button size="sm" onClick={() => onSearch({ deviceId: undefined, pageNo: undefined })}>
            {s.clearDevice}
          </Button>
        ) : null}
      </div>
      <DataTable
        label={s.historyTitle}
        columns={columns}
        rows={page?.list}
        getRowId={(job) => job.id}
        rowLabel={(job) => s.jobLabel(job.id)}
        status={query.status}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={s.emptyHistory}
        rowActions={(job) => [{ label: s.open, onSelect: () => onOpen(job) }]}
        onRowClick={onOpen}
        fetching={query.isPlaceholderData}
        toolbar={toolbar}
      />
      {page ? (
        <Pagination
          pageNo={page.pageNo}
          pageSize={page.pageSize}
          total={page.total}
          onChange={({ pageNo }) => onSearch({ pageNo: pageNo === 1 ? undefined : pageNo })}
        />
      ) : null}
    </section>
  );
}
