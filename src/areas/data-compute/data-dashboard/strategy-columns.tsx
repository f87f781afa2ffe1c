import type { DatasetStrategy } from '@/api/generated/model';
import type { DataColumn } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { formatDateTime, formatNumber } from '@/lib/format';

import { dashboardStrings as s } from './strings';

export interface StrategyColumnOptions {
  onOpen: (strategy: DatasetStrategy) => void;
  openingId: number | null;
}

/** Columns of the strategy table; name and creation time sort on the server (contract sortBy). */
export function strategyColumns({
  onOpen,
  openingId,
}: StrategyColumnOptions): DataColumn<DatasetStrategy>[] {
  return [
    {
      id: 'strategy_name',
      header: s.columns.name,
      cell: (row) => <span className="font-mono text-xs">{row.strategy_name}</span>,
      sortable: true,
      hideable: false,
    },
    {
      id: 'strategy_name_chn',
      header: s.columns.nameChn,
      cell: (row) => row.strategy_name_chn,
      className: 'min-w-32',
    },
    {
      id: 'strategy_type',
      header: s.columns.type,
      cell: (row) => s.types[row.strategy_type] ?? row.strategy_type,
      className: 'whitespace-nowrap',
    },
    { id: 'dbc_cfg', header: s.columns.dbc, cell: (row) => row.dbc_cfg },
    {
      id: 'signals',
      header: s.columns.signals,
      cell: (row) => formatNumber(row.sigList.length, 0),
      align: 'right',
    },
    {
      id: 'dashboards',
      header: s.columns.dashboards,
      cell: (row) =>
        row.grafanaUrls.length === 0 ? (
          <span className="text-fg-subtle">{s.noDashboard}</span>
        ) : (
          <Button
            size="sm"
            variant="link"
            aria-label={s.openDashboardOf(row.strategy_name_chn)}
            pending={openingId === row.id}
            onClick={(event) => {
              event.stopPropagation();
              onOpen(row);
            }}
          >
            {s.openDashboard}
            <span className="text-xs text-fg-subtle">
              ({s.dashboardCount(row.grafanaUrls.length)})
            </span>
          </Button>
        ),
    },
    {
      id: 'createdBy',
      header: s.columns.createdBy,
      cell: (row) => row.createdBy ?? '—',
      defaultHidden: true,
    },
    {
      id: 'createdAt',
      header: s.columns.createdAt,
      cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.createdAt)}</span>,
      sortable: true,
    },
  ];
}
