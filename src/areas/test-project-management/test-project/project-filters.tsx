import { ChoiceFilter, KeywordField, ListFilters } from '@/components/data-table';
import { DatePicker } from '@/components/ui/date-picker';

import { dateToDay, dayToDate } from './days';
import type { ProjectList } from './search';
import { testProjectStrings as s } from './strings';
import { useProjectOptions, useStatusLabels } from './use-project-options';

/** Search, status, fleet and period; all of them live in the URL. */
export function ProjectFilters({ list }: { list: ProjectList }) {
  const { options } = useStatusLabels();
  const { fleets } = useProjectOptions();
  const { search, setSearch } = list;
  return (
    <ListFilters list={list}>
      <KeywordField
        list={list}
        label={s.keyword}
        searchLabel={s.searchLabel}
        placeholder={s.searchPlaceholder}
        className="w-56"
      />
      <ChoiceFilter
        label={s.status}
        allLabel={s.allStatuses}
        className="w-32"
        value={search.status}
        options={options}
        onChange={(status) => setSearch({ status })}
      />
      <ChoiceFilter
        label={s.fleet}
        allLabel={s.allFleets}
        className="w-44"
        value={search.fleetId}
        options={fleets.map((fleet) => ({ value: fleet.id, label: fleet.name }))}
        onChange={(fleetId) => setSearch({ fleetId })}
      />
      <DatePicker
        kind="date"
        label={s.periodFrom}
        className="w-44"
        value={dayToDate(search.from)}
        onValueChange={(date) => setSearch({ from: dateToDay(date) })}
      />
      <DatePicker
        kind="date"
        label={s.periodTo}
        className="w-44"
        value={dayToDate(search.to)}
        onValueChange={(date) => setSearch({ to: dateToDay(date) })}
      />
    </ListFilters>
  );
}
