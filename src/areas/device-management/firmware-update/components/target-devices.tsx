import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import {
  listDevices,
  useListDevices,
} from '@/api/generated/endpoints/device-management/device-management';
import type { Device } from '@/api/generated/model';
import {
  DataTable,
  Pagination,
  SearchBox,
  type DataColumn,
  type RowId,
} from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { MAX_JOB_DEVICES } from '../job-rules';
import { upgradeStrings as s } from '../strings';

interface TargetDevicesProps {
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  error?: string;
}

const columns: readonly DataColumn<Device>[] = [
  {
    id: 'serialNo',
    header: s.serialNo,
    hideable: false,
    cell: (d) => <span className="font-mono text-xs">{d.serialNo}</span>,
  },
  { id: 'name', header: s.deviceName, cell: (d) => d.name },
  { id: 'version', header: s.fromVersion, cell: (d) => d.softwareVersion?.name ?? '—' },
  { id: 'online', header: s.status, cell: (d) => (d.online ? s.online : s.offline) },
];

/** Every id matching the search, page by page, up to the job's limit. */
async function allMatching(keyword: string): Promise<{ ids: number[]; capped: boolean }> {
  const ids: number[] = [];
  for (let pageNo = 1; ids.length < MAX_JOB_DEVICES; pageNo += 1) {
    const { data } = await listDevices({ pageNo, pageSize: 200, ...(keyword ? { keyword } : {}) });
    ids.push(...data.list.map((d) => d.id));
    if (pageNo * 200 >= data.total || data.list.length === 0) {
      return { ids: ids.slice(0, MAX_JOB_DEVICES), capped: ids.length > MAX_JOB_DEVICES };
    }
  }
  return { ids: ids.slice(0, MAX_JOB_DEVICES), capped: true };
}

/** The job's target devices: search, page, tick rows, or take every device the search matches. */
export function TargetDevices({ selected, onChange, error }: TargetDevicesProps) {
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const [collecting, setCollecting] = useState(false);
  const [capped, setCapped] = useState(false);
  const query = useListDevices(
    { ...paging, ...(keyword ? { keyword } : {}) },
    { query: { placeholderData: keepPreviousData } },
  );
  const page = query.data?.data;

  const selectAll = async () => {
    setCollecting(true);
    try {
      const found = await allMatching(keyword);
      setCapped(found.capped);
      onChange(new Set([...selected, ...found.ids].slice(0, MAX_JOB_DEVICES)));
    } finally {
      setCollecting(false);
    }
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-700">{s.targets}</legend>
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox
          label={s.searchDevices}
          placeholder={s.devicesPlaceholder}
          value={keyword}
          onSearch={(next) => {
            setKeyword(next);
            setPaging((p) => ({ ...p, pageNo: 1 }));
          }}
          className="w-56"
        />
        <Button size="sm" pending={collecting} onClick={() => void selectAll()}>
          {collecting ? s.selectingAll : s.selectAllMatching}
        </Button>
        <Button size="sm" disabled={selected.size === 0} onClick={() => onChange(new Set())}>
          {s.clearSelection}
        </Button>
        <span role="status" className="text-sm text-slate-700">
          {s.selectedCount(selected.size)}
        </span>
      </div>
      {capped ? <p className="text-xs text-amber-800">{s.tooMany(MAX_JOB_DEVICES)}</p> : null}
      {error ? <p className="text-xs text-red-700">{error}</p> : null}
      <DataTable
        label={s.targets}
        columns={columns}
        rows={page?.list}
        getRowId={(d) => d.id}
        rowLabel={(d) => d.serialNo}
        status={query.status}
        error={query.error}
        onRetry={() => void query.refetch()}
        selected={selected as ReadonlySet<RowId>}
        onSelectedChange={(next) => {
          // The table knows this page only: keep what other pages hold.
          const onPage = new Set((page?.list ?? []).map((d) => d.id));
          const kept = [...selected].filter((id) => !onPage.has(id));
          onChange(new Set([...kept, ...[...next].map(Number)]));
        }}
        fetching={query.isPlaceholderData}
      />
      {page ? (
        <Pagination
          pageNo={page.pageNo}
          pageSize={page.pageSize}
          total={page.total}
          onChange={setPaging}
        />
      ) : null}
    </fieldset>
  );
}
