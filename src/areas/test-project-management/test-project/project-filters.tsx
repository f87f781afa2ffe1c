import { SearchBox } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { SelectItem } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-field';
import {
  isFiltered,
  NO_FILTERS,
  type TestProjectFilterPatch,
  type TestProjectSearch,
} from './list-params';
import { dateToDay, dayToDate } from './days';
import { testProjectStrings as s } from './strings';
import { useProjectOptions, useStatusLabels } from './use-project-options';

const ALL = 'all';

interface ProjectFiltersProps {
  search: TestProjectSearch;
  onChange: (patch: TestProjectFilterPatch) => void;
}

const choice = (value: string) => (value === ALL ? undefined : Number(value));

/** Search, status, fleet and period; all of them live in the URL. */
export function ProjectFilters({ search, onChange }: ProjectFiltersProps) {
  const { options } = useStatusLabels();
  const { fleets } = useProjectOptions();
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
        label={s.status}
        className="w-32"
        value={search.status === undefined ? ALL : String(search.status)}
        onValueChange={(value) => onChange({ status: choice(value) })}
      >
        <SelectItem value={ALL}>{s.allStatuses}</SelectItem>
        {options.map((option) => (
          <SelectItem key={option.value} value={String(option.value)}>
            {option.label}
          </SelectItem>
        ))}
      </SelectField>
      <SelectField
        label={s.fleet}
        className="w-44"
        value={search.fleetId === undefined ? ALL : String(search.fleetId)}
        onValueChange={(value) => onChange({ fleetId: choice(value) })}
      >
        <SelectItem value={ALL}>{s.allFleets}</SelectItem>
        {fleets.map((fleet) => (
          <SelectItem key={fleet.id} value={String(fleet.id)}>
            {fleet.name}
          </SelectItem>
        ))}
        {search.fleetId !== undefined && !fleets.some((f) => f.id === search.fleetId) ? (
          <SelectItem value={String(search.fleetId)}>{String(search.fleetId)}</SelectItem>
        ) : null}
      </SelectField>
      <DatePicker
        kind="date"
        label={s.periodFrom}
        className="w-44"
        value={dayToDate(search.from)}
        onValueChange={(date) => onChange({ from: dateToDay(date) })}
      />
      <DatePicker
        kind="date"
        label={s.periodTo}
        className="w-44"
        value={dayToDate(search.to)}
        onValueChange={(date) => onChange({ to: dateToDay(date) })}
      />
      <Button onClick={() => onChange(NO_FILTERS)} disabled={!isFiltered(search)}>
        {s.reset}
      </Button>
    </div>
  );
}
