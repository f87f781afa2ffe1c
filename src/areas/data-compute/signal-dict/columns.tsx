import { Link } from '@tanstack/react-router';

import type { SigDictSummary } from '@/api/generated/model';
import type { DataColumn } from '@/components/data-table';
import { formatDateTime, formatNumber } from '@/lib/format';

import { signalDictStrings as s } from './strings';

/** The list's columns; the sortable ones are those listSigDicts can sort by. */
export const sigDictColumns: readonly DataColumn<SigDictSummary>[] = [
  {
    id: 'strategy_name',
    header: s.strategyName,
    hideable: false,
    sortable: true,
    cell: (row) => (
      <Link
        to="/data-compute/signal-dict-handle/$type/$id"
        params={{ type: 'edit', id: row.id }}
        className="font-mono text-xs text-primary-text hover:underline"
      >
        {row.strategy_name}
      </Link>
    ),
  },
  { id: 'strategy_name_chn', header: s.strategyNameChn, cell: (row) => row.strategy_name_chn },
  {
    id: 'strategy_type',
    header: s.strategyType,
    className: 'whitespace-nowrap',
    cell: (row) => s.typeLabels[row.strategy_type] ?? row.strategy_type,
  },
  {
    id: 'dbc_cfg',
    header: s.dbcCfg,
    cell: (row) => <span className="font-mono text-xs break-all">{row.dbc_cfg}</span>,
  },
  {
    id: 'signalCount',
    header: s.signalCount,
    align: 'right',
    cell: (row) => formatNumber(row.signalCount, 0),
  },
  { id: 'createdBy', header: s.createdBy, cell: (row) => row.createdBy },
  {
    id: 'createdAt',
    header: s.createdAt,
    sortable: true,
    className: 'whitespace-nowrap',
    defaultHidden: true,
    cell: (row) => formatDateTime(row.createdAt),
  },
  {
    id: 'updatedAt',
    header: s.updatedAt,
    sortable: true,
    className: 'whitespace-nowrap',
    cell: (row) => formatDateTime(row.updatedAt),
  },
];
