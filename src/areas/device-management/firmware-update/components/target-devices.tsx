import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';

import {
  listDevices,
  useListDevices,
} from '@/api/generated/endpoints/device-management/device-management';
import type { Device } from '@/api/generated/model';
import {
  COMPACT_PAGE_SIZE,
  type DataColumn,
  DataTable,
  type ListSearch,
  type RowId,
  SearchBox,
  useListSearch,
} from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { ChoiceFilter } from '@/components/ui/choice-filter';

import { onlineOptions, useFleetOptions } from '../../device-list/hooks/use-device-options';
import { deviceFilterParams, type DeviceListSearch } from '../../device-list/search';
import { MAX_JOB_DEVICES } from '../job-rules';
import { upgradeStrings as s } from '../strings';

interface TargetDevicesProps {
  /** The chosen firmware's device model: only devices of that model can take it. */
  model: number | undefined;
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  error?: string;
}

/** What the list of targets is filtered by, as the device list names it. */
type TargetFilters = Pick<DeviceListSearch, 'keyword' | 'online' | 'fleetId' | 'model'>;

/** The dialog's own search of the targets: kept while it is open, not in the URL. */
type TargetSearch = ListSearch & Pick<DeviceListSearch, 'online' | 'fleetId'>;

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
async function allMatching(filters: TargetFilters): Promise<{ ids: number[]; capped: boolean }> {
  const ids: number[] = [];
  for (let pageNo = 1; ids.length < MAX_JOB_DEVICES; pageNo += 1) {
    const { data } = await listDevices({ ...deviceFilterParams(filters), pageNo, pageSize: 200 });
    ids.push(...data.list.map((d) => d.id));
    if (pageNo * 200 >= data.total || data.list.length === 0) {
      return { ids: ids.slice(0, MAX_JOB_DEVICES), capped: ids.length > MAX_JOB_DEVICES };
    }
  }
  return { ids: ids.slice(0, MAX_JOB_DEVICES), capped: true };
}

/**
 * The job's target devices, of the firmware's model only: search and filter, page, tick rows, or
 * take every device the filters match.
 */
export function TargetDevices({ model, selected, onChange, error }: TargetDevicesProps) {
  const [search, setSearch] = useState<TargetSearch>({});
  const list = useListSearch({
    search,
    navigate: ({ search: change }) => setSearch(change),
    defaultPageSize: COMPACT_PAGE_SIZE,
  });
  const [collecting, setCollecting] = useState(false);
  const [capped, setCapped] = useState(false);
  const fleets = useFleetOptions();
  const filters: TargetFilters = {
    keyword: search.keyword,
    online: search.online,
    fleetId: search.fleetId,
    model,
  };
  const query = useListDevices(
    { ...list.params, ...deviceFilterParams(filters) },
    { query: { placeholderData: keepPreviousData, enabled: model !== undefined } },
  );
  const onPage = model === undefined ? [] : (query.data?.data.list ?? []);

  const selectAll = async () => {
    setCollecting(true);
    try {
      const found = await allMatching(filters);
      setCapped(found.capped);
      onChange(new Set([...selected, ...found.ids].slice(0, MAX_JOB_DEVICES)));
    } finally {
      setCollecting(false);
    }
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-fg-label">{s.targets}</legend>
      <div className="flex flex-wrap items-end gap-2">
        <SearchBox
          label={s.searchDevices}
          placeholder={s.devicesPlaceholder}
          value={filters.keyword ?? ''}
          onSearch={(keyword) => list.setSearch({ keyword: keyword.trim() || undefined })}
          className="w-56"
        />
        <ChoiceFilter
          label={s.onlineState}
          allLabel={s.allOnline}
          value={filters.online}
          options={onlineOptions}
          onChange={(online) => list.setSearch({ online })}
          className="w-28"
        />
        <ChoiceFilter
          label={s.fleet}
          allLabel={s.allFleets}
          value={filters.fleetId}
          options={fleets.options}
          onChange={(fleetId) => list.setSearch({ fleetId })}
          className="w-44"
        />
        <Button
          size="sm"
          pending={collecting}
          disabled={model === undefined}
          onClick={() => void selectAll()}
        >
          {collecting ? s.selectingAll : s.selectAllMatching}
        </Button>
        <Button size="sm" disabled={selected.size === 0} onClick={() => onChange(new Set())}>
          {s.clearSelection}
        </Button>
        <span role="status" className="text-sm text-fg-label">
          {s.selectedCount(selected.size)}
        </span>
      </div>
      <p className="text-xs text-fg-muted">
        {model === undefined ? s.chooseFirmwareFirst : s.sameModelOnly}
      </p>
      {capped ? <p className="text-xs text-warning-strong">{s.tooMany(MAX_JOB_DEVICES)}</p> : null}
      {error ? <p className="text-xs text-danger-text">{error}</p> : null}
      <DataTable
        label={s.targets}
        columns={columns}
        // Without a firmware there is no model to list, and nothing to page.
        query={model === undefined ? undefined : query}
        status={model === undefined ? 'success' : undefined}
        list={list}
        getRowId={(d) => d.id}
        rowLabel={(d) => d.serialNo}
        selected={selected as ReadonlySet<RowId>}
        onSelectedChange={(next) => {
          // The table knows this page only: keep what other pages hold.
          const shown = new Set(onPage.map((d) => d.id));
          const kept = [...selected].filter((id) => !shown.has(id));
          onChange(new Set([...kept, ...[...next].map(Number)]));
        }}
      />
    </fieldset>
  );
}
