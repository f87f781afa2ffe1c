import { ListFilters } from '@/components/data-table';
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
    <ListFilters
      list={list}
      keyword={{
        label: s.keyword,
        searchLabel: s.searchLabel,
        placeholder: s.searchPlaceholder,
        className: 'w-56',
      }}
      choices={[
        {
          name: 'status',
          label: s.status,
          allLabel: s.allStatuses,
          options: options,
          className: 'w-32',
        },
        {
          name: 'fleetId',
          label: s.fleet,
          allLabel: s.allFleets,
          options: fleets.map((fleet) => ({ value: fleet.id, label: fleet.name })),
          className: 'w-44',
        },
      ]}
    >
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
