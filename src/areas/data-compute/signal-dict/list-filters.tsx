import { useListDbcCfgs } from '@/api/generated/endpoints/data-compute/data-compute';
import type { StrategyType } from '@/api/generated/model';
import { FilterField, ListFilters } from '@/components/data-table';

import { NativeSelect } from './native-select';
import { signalDictStrings as s } from './strings';
import type { SigDictList } from './use-sig-dict-search';

/** Keyword, type and DBC config of the list. */
export function SigDictFilters({ list }: { list: SigDictList }) {
  const dbcCfgs = useListDbcCfgs({ query: { staleTime: 10 * 60_000 } });
  const { search, setSearch } = list;
  return (
    <ListFilters
      list={list}
      keyword={{ label: s.keyword, searchLabel: s.searchLabel, placeholder: s.searchPlaceholder }}
    >
      <FilterField label={s.strategyType} className="w-32">
        <NativeSelect
          aria-label={s.filterType}
          value={search.strategy_type ?? ''}
          onChange={(event) =>
            setSearch({
              strategy_type: (event.target.value || undefined) as StrategyType | undefined,
            })
          }
        >
          <option value="">{s.allOf(s.strategyType)}</option>
          <option value="calc">{s.typeLabels.calc}</option>
          <option value="raw">{s.typeLabels.raw}</option>
        </NativeSelect>
      </FilterField>
      <FilterField label={s.dbcCfg} className="w-64">
        <NativeSelect
          aria-label={s.filterDbc}
          value={search.dbc_cfg ?? ''}
          onChange={(event) => setSearch({ dbc_cfg: event.target.value || undefined })}
        >
          <option value="">{s.allOf(s.dbcCfg)}</option>
          {search.dbc_cfg && !dbcCfgs.data?.data.some((d) => d.dbc_cfg === search.dbc_cfg) ? (
            <option value={search.dbc_cfg}>{search.dbc_cfg}</option>
          ) : null}
          {dbcCfgs.data?.data.map((d) => (
            <option key={d.dbc_cfg} value={d.dbc_cfg}>
              {d.dbc_cfg}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
    </ListFilters>
  );
}
