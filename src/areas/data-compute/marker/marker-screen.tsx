import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useListMarkerRuleRecords } from '@/api/generated/endpoints/data-compute/data-compute';
import { DataTable, Pagination, type RowId, type SortState } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { DEFAULT_PAGE_SIZE } from '@/lib/list-search';
import { BatchLookupDialog } from './batch-lookup-dialog';
import { markerColumns, sortableColumns } from './marker-columns';
import { MarkerBoard } from './marker-board';
import { MarkerFilters } from './marker-filters';
import { filterParams, listParams, type MarkerSearch } from './marker-params';
import { RecordDetailDialog } from './record-detail-dialog';
import { markerStrings as s } from './strings';
import { useCsvExport } from './use-csv-export';
import { useMarkerRules } from './use-marker-board';
import { useMarkerSearch } from './use-marker-search';

const columns = markerColumns();
const isSortable = (id: string): id is NonNullable<MarkerSearch['sortBy']> =>
  (sortableColumns as readonly string[]).includes(id);

/** Marker rules: trace marker rule records, their board, look-up by ids and CSV export. */
export function MarkerScreen() {
  const { search, update } = useMarkerSearch();
  const rules = useMarkerRules();
  const query = useListMarkerRuleRecords(listParams(search), {
    query: { placeholderData: keepPreviousData },
  });
  const exporter = useCsvExport(filterParams(search));
  const [selected, setSelected] = useState<Set<RowId>>(new Set());
  const [lookup, setLookup] = useState<readonly number[] | null>(null);

  const sorting: SortState | null = search.sortBy
    ? { id: search.sortBy, desc: (search.sortOrder ?? 'desc') === 'desc' }
    : null;
  const setSorting = (next: SortState | null) =>
    update({
      sortBy: next && isSortable(next.id) ? next.id : undefined,
      sortOrder: next && isSortable(next.id) ? (next.desc ? 'desc' : 'asc') : undefined,
      pageNo: undefined,
    });
  const openRecord = (id: number) => update({ record: id }, false);
  const page = query.data?.data;

  return (
    <div className="flex flex-col gap-4">
      <MarkerFilters
        search={search}
        rules={rules}
        onApply={(patch) => {
          setSelected(new Set());
          update(patch);
        }}
      />
      <MarkerBoard search={search} onIntervalChange={(interval) => update({ interval })} />
      <div className="flex flex-col gap-2">
        <DataTable
          label={s.tableLabel}
          columns={columns}
          rows={page?.list}
          getRowId={(row) => row.id}
          rowLabel={(row) => String(row.id)}
          status={query.status}
          error={query.error}
          onRetry={() => void query.refetch()}
          sorting={sorting}
          onSortingChange={setSorting}
          selected={selected}
          onSelectedChange={setSelected}
          fetching={query.isFetching && !query.isPending}
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
        {page ? (
          <Pagination
            pageNo={search.pageNo ?? 1}
            pageSize={search.pageSize ?? DEFAULT_PAGE_SIZE}
            total={page.total}
            onChange={(next) => update({ pageNo: next.pageNo, pageSize: next.pageSize })}
          />
        ) : null}
      </div>
      <BatchLookupDialog
        open={lookup !== null}
        initialIds={lookup ?? []}
        onClose={() => setLookup(null)}
        onOpenRecord={(id) => {
          setLookup(null);
          openRecord(id);
        }}
      />
      <RecordDetailDialog id={search.record} onClose={() => update({ record: undefined })} />
    </div>
  );
}
