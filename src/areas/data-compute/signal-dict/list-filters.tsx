import { useListDbcCfgs } from '@/api/generated/endpoints/data-compute/data-compute';
import type { StrategyType } from '@/api/generated/model';
import { SearchBox } from '@/components/data-table';
import { NativeSelect } from './native-select';
import { signalDictStrings as s } from './strings';
import type { ListSearch } from './use-list-search';

export interface ListFiltersProps {
  search: ListSearch;
  onChange: (patch: ListSearch) => void;
}

/** Keyword, type and DBC config of the list. */
export function ListFilters({ search, onChange }: ListFiltersProps) {
  const dbcCfgs = useListDbcCfgs({ query: { staleTime: 10 * 60_000 } });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SearchBox
        label={s.searchLabel}
        placeholder={s.searchPlaceholder}
        value={search.keyword ?? ''}
        onSearch={(keyword) => onChange({ keyword })}
      />
      <NativeSelect
        aria-label={s.filterType}
        className="w-32"
        value={search.strategy_type ?? ''}
        onChange={(event) =>
          onChange({ strategy_type: (event.target.value || undefined) as StrategyType | undefined })
        }
      >
        <option value="">{s.allOf(s.strategyType)}</option>
        <option value="calc">{s.typeLabels.calc}</option>
        <option value="raw">{s.typeLabels.raw}</option>
      </NativeSelect>
      <NativeSelect
        aria-label={s.filterDbc}
        className="w-64"
        value={search.dbc_cfg ?? ''}
        onChange={(event) => onChange({ dbc_cfg: event.target.value || undefined })}
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
    </div>
  );
}
