import { useListDbcCfgs } from '@/api/generated/endpoints/data-compute/data-compute';
import { ListFilters } from '@/components/data-table';

import { signalDictStrings as s } from './strings';
import type { SigDictList } from './use-sig-dict-search';

const typeOptions = [
  { value: 'calc', label: s.typeLabels.calc ?? 'calc' },
  { value: 'raw', label: s.typeLabels.raw ?? 'raw' },
];

/** Keyword, type and DBC config of the list. */
export function SigDictFilters({ list }: { list: SigDictList }) {
  const dbcCfgs = useListDbcCfgs({ query: { staleTime: 10 * 60_000 } });
  return (
    <ListFilters
      list={list}
      keyword={{ label: s.keyword, searchLabel: s.searchLabel, placeholder: s.searchPlaceholder }}
      choices={[
        {
          name: 'strategy_type',
          label: s.strategyType,
          allLabel: s.allOf(s.strategyType),
          options: typeOptions,
          className: 'w-32',
        },
        {
          name: 'dbc_cfg',
          label: s.dbcCfg,
          allLabel: s.allOf(s.dbcCfg),
          options: dbcCfgs.data?.data.map((d) => ({ value: d.dbc_cfg, label: d.dbc_cfg })),
          className: 'w-64',
        },
      ]}
    />
  );
}
