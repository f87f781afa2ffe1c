import type { DatabaseInstance } from '@/api/generated/model';
import { type DataColumn, DataTable, type ListQuery } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/class-names';
import { formatBytes, formatDateTime } from '@/lib/format';

import { signed } from '../search';
import { databaseStrings as s, instanceStatusLabels } from '../strings';

interface InstanceTableProps {
  /** The instances call: every instance at once. */
  query: ListQuery<DatabaseInstance>;
  selectedId: number | undefined;
  onSelect: (instance: DatabaseInstance) => void;
}

/** The platform's database instances with state, size and growth; one is looked into below. */
export function InstanceTable(props: InstanceTableProps) {
  const { query, selectedId, onSelect } = props;
  const columns: DataColumn<DatabaseInstance>[] = [
    {
      id: 'name',
      header: s.instanceName,
      hideable: false,
      sortable: true,
      sortValue: (i) => i.name,
      cell: (i) => (
        <Button
          variant="link"
          aria-label={s.showLabel(i.name)}
          aria-current={i.id === selectedId ? 'true' : undefined}
          className={cn('break-all', i.id === selectedId && 'font-semibold')}
          onClick={(event) => {
            event.stopPropagation();
            onSelect(i);
          }}
        >
          {i.name}
        </Button>
      ),
    },
    { id: 'engine', header: s.engine, cell: (i) => `${i.engine} ${i.version}` },
    {
      id: 'address',
      header: s.address,
      defaultHidden: true,
      cell: (i) => <span className="font-mono text-xs">{`${i.host}:${i.port}`}</span>,
    },
    {
      id: 'status',
      header: s.status,
      cell: (i) => (
        <span className={i.status === 'online' ? 'text-success-text' : 'text-danger-text'}>
          {instanceStatusLabels[i.status] ?? i.status}
        </span>
      ),
    },
    {
      id: 'size',
      header: s.size,
      align: 'right',
      sortable: true,
      sortValue: (i) => i.sizeBytes,
      cell: (i) => formatBytes(i.sizeBytes),
    },
    {
      id: 'growth',
      header: s.growth,
      align: 'right',
      sortable: true,
      sortValue: (i) => i.growthBytes7d,
      cell: (i) => signed(i.growthBytes7d, formatBytes),
    },
    {
      id: 'tableCount',
      header: s.tableCount,
      align: 'right',
      sortable: true,
      sortValue: (i) => i.tableCount,
      cell: (i) => i.tableCount,
    },
    {
      id: 'connections',
      header: s.connections,
      align: 'right',
      cell: (i) => `${i.connections} / ${i.maxConnections}`,
    },
    {
      id: 'lastBackupAt',
      header: s.lastBackupAt,
      sortable: true,
      sortValue: (i) => i.lastBackupAt,
      cell: (i) => (
        <span className="text-xs tabular-nums">
          {i.lastBackupAt ? formatDateTime(i.lastBackupAt) : s.never}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      label={s.instancesTitle}
      columns={columns}
      query={query}
      getRowId={(i) => i.id}
      rowLabel={(i) => i.name}
      emptyText={s.instancesEmpty}
      onRowClick={onSelect}
    />
  );
}
