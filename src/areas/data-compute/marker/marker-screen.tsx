import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';

import { useListMarkerRuleRecords } from '@/api/generated/endpoints/data-compute/data-compute';
import { DataTable, type RowId, useListSearch } from '@/components/data-table';
import { lazyFormDialog } from '@/components/forms/lazy-form-dialog';
import { Button } from '@/components/ui/button';

import { BatchLookupDialog } from './batch-lookup-dialog';
import { MarkerBoard } from './marker-board';
import { markerColumns, sortFields } from './marker-columns';
import { MarkerFilters } from './marker-filters';
import { filterParams } from './search';
import { markerStrings as s } from './strings';
import { useCsvExport } from './use-csv-export';
import { useMarkerRules } from './use-marker-board';
import { useMarkerSearch } from './use-marker-search';

const columns = markerColumns();

// A record's dialog holds its edit form: its code loads on the first opening.
const RecordDetailDialog = lazyFormDialog(
  () => import('./record-detail-dialog'),
  'RecordDetailDialog',
  { className: 'max-w-xl' },
);

/** Marker rules: trace marker rule records, their board, look-up by ids and CSV export. */
export function MarkerScreen() {
  const { search, navigate, update } = useMarkerSearch();
  const list = useListSearch({ search, navigate, sortFields });
  const rules = useMarkerRules();
  const query = useListMarkerRuleRecords(
    { ...list.params, ...filterParams(search) },
    { query: { placeholderData: keepPreviousData } },
  );
  const exporter = useCsvExport(filterParams(search));
  // Records are chosen across pages and sorts for the look-up, so the choice is the screen's own.
  const [selected, setSelected] = useState<Set<RowId>>(new Set());
  const [lookup, setLookup] = useState<readonly number[] | null>(null);
  const openRecord = (id: number) => update({ record: id }, false);

  return (
    <div className="flex flex-col gap-4">
      <MarkerFilters
        search={search}
        rules={rules}
        onApply={(patch) => {
          setSelected(new Set());
          list.setSearch(patch);
        }}
      />
      <MarkerBoard search={search} onIntervalChange={(interval) => update({ interval })} />
      <DataTable
        label={s.tableLabel}
        columns={columns}
        query={query}
        list={list}
        getRowId={(row) => row.id}
        rowLabel={(row) => String(row.id)}
        selected={selected}
        onSelectedChange={setSelected}
        onRowClick={(row) => openRecord(row.id)}
        rowActions={(row) => [{ label: s.detail, onSelect: () => openRecord(row.id) }]}
        toolbar={
          <>
            <Button
              variant="primary"
              pending={exporter.isPending}
              onClick={() => exporter.mutate()}
            >
              {s.export}
            </Button>
            <Button onClick={() => setLookup([])}>{s.lookup}</Button>
            {selected.size > 0 ? (
              <Button onClick={() => setLookup([...selected].map(Number))}>
                {s.lookupSelected(selected.size)}
              </Button>
            ) : null}
          </>
        }
      />
      <BatchLookupDialog
        open={lookup !== null}
        initialIds={lookup ?? []}
        onClose={() => setLookup(null)}
        onOpenRecord={(id) => {
          setLookup(null);
          openRecord(id);
        }}
      />
      <RecordDetailDialog target={search.record} onClose={() => update({ record: undefined })} />
    </div>
  );
}
