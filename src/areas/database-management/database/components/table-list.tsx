import { keepPreviousData } from '@tanstack/react-query';

import { useListDatabaseTables } from '@/api/generated/endpoints/database-management/database-management';
import type { DatabaseInstance, DatabaseTable } from '@/api/generated/model';
import {
  type DataColumn,
  DataTable,
  SearchBox,
  type SearchNavigate,
  useListSearch,
} from '@/components/data-table';
import { formatBytes, formatDateTime, formatNumber } from '@/lib/format';

import { type DatabaseSearch, DEFAULT_TABLE_SORT, isTableSort } from '../search';
import { databaseStrings as s } from '../strings';

const time = (value: string | null) => (
  <span className="text-xs whitespace-nowrap tabular-nums">
    {value ? formatDateTime(value) : s.noValue}
  </span>
);

const columns: DataColumn<DatabaseTable>[] = [
  {
    id: 'tableName',
    header: s.tableName,
    hideable: false,
    sortable: true,
    cell: (t) => <span className="font-mono text-xs break-all">{t.tableName}</span>,
  },
  { id: 'schema', header: s.schema, defaultHidden: true, cell: (t) => t.schemaName },
  {
    id: 'comment',
    header: s.comment,
    cell: (t) => <span className="break-all">{t.comment ?? s.noValue}</span>,
  },
  {
    id: 'rows',
    header: s.rows,
    align: 'right',
    sortable: true,
    cell: (t) => <span className="tabular-nums">{formatNumber(t.rows, 0)}</span>,
  },
  {
    id: 'sizeBytes',
    header: s.tableSize,
    align: 'right',
    sortable: true,
    cell: (t) => formatBytes(t.sizeBytes),
  },
  {
    id: 'indexSize',
    header: s.indexSize,
    align: 'right',
    defaultHidden: true,
    cell: (t) => formatBytes(t.indexSizeBytes),
  },
  { id: 'lastWriteAt', header: s.lastWriteAt, sortable: true, cell: (t) => time(t.lastWriteAt) },
  {
    id: 'lastVacuumAt',
    header: s.lastVacuumAt,
    defaultHidden: true,
    cell: (t) => time(t.lastVacuumAt),
  },
  {
    id: 'lastAnalyzeAt',
    header: s.lastAnalyzeAt,
    defaultHidden: true,
    cell: (t) => time(t.lastAnalyzeAt),
  },
];

interface TableListProps {
  instance: DatabaseInstance;
  search: DatabaseSearch;
  navigate: SearchNavigate<DatabaseSearch>;
}

/** One instance's tables, searched, sorted by the server and paged, all in the URL. */
export function TableList({ instance, search, navigate }: TableListProps) {
  // The table sort is the server's own (one direction a field), outside the list's sortBy/sortOrder.
  const list = useListSearch({ search, navigate });
  const sortBy = search.sortBy ?? DEFAULT_TABLE_SORT;
  const query = useListDatabaseTables(
    { instanceId: instance.id, ...list.params, sortBy },
    { query: { placeholderData: keepPreviousData } },
  );
  return (
    <section className="flex flex-col gap-3" aria-labelledby="database-tables-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="database-tables-title" className="text-base font-semibold break-all">
          {s.tablesTitle(instance.name)}
        </h2>
        <SearchBox
          label={s.tableSearchLabel}
          placeholder={s.tableSearchPlaceholder}
          className="w-56"
          value={search.keyword ?? ''}
          onSearch={(keyword) => list.setSearch({ keyword: keyword || undefined })}
        />
      </div>
      <DataTable
        label={s.tablesTitle(instance.name)}
        columns={columns}
        query={query}
        list={list}
        getRowId={(t) => `${t.schemaName}.${t.tableName}`}
        rowLabel={(t) => t.tableName}
        emptyText={s.tablesEmpty}
        // Each field has one direction on the server: names A→Z, everything else largest first.
        sorting={{ id: sortBy, desc: sortBy !== 'tableName' }}
        onSortingChange={(next) => {
          const id = next?.id;
          list.setSearch({ sortBy: isTableSort(id) && id !== DEFAULT_TABLE_SORT ? id : undefined });
        }}
      />
    </section>
  );
}
