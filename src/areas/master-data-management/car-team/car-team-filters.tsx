import { useListCustomerTagOptions } from '@/api/generated/endpoints/system-management/system-management';
import { SearchBox } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { SelectItem } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-field';
import { isFiltered, NO_FILTERS, type CarTeamFilterPatch, type CarTeamSearch } from './list-params';
import { carTeamStrings as s } from './strings';

const ALL = 'all';

interface CarTeamFiltersProps {
  search: CarTeamSearch;
  onChange: (patch: CarTeamFilterPatch) => void;
}

/** Search and the customer-tag filter; both live in the URL. */
export function CarTeamFilters({ search, onChange }: CarTeamFiltersProps) {
  const tags = useListCustomerTagOptions({ query: { staleTime: 60_000 } }).data?.data ?? [];
  const value = search.userTagId;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex w-56 flex-col gap-1.5">
        <span aria-hidden="true" className="text-sm font-medium text-slate-700">
          {s.keyword}
        </span>
        <SearchBox
          label={s.searchLabel}
          className="w-full"
          placeholder={s.searchPlaceholder}
          value={search.keyword ?? ''}
          onSearch={(keyword) => onChange({ keyword: keyword.trim() || undefined })}
        />
      </div>
      <SelectField
        label={s.userTag}
        className="w-44"
        value={value === undefined ? ALL : String(value)}
        onValueChange={(next) => onChange({ userTagId: next === ALL ? undefined : Number(next) })}
      >
        <SelectItem value={ALL}>{s.allTags}</SelectItem>
        {tags.map((tag) => (
          <SelectItem key={tag.id} value={String(tag.id)}>
            {tag.name}
          </SelectItem>
        ))}
        {value !== undefined && !tags.some((tag) => tag.id === value) ? (
          <SelectItem value={String(value)}>{String(value)}</SelectItem>
        ) : null}
      </SelectField>
      <Button onClick={() => onChange(NO_FILTERS)} disabled={!isFiltered(search)}>
        {s.reset}
      </Button>
    </div>
  );
}
