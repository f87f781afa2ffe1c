import { ChoiceFilter, KeywordField, ListFilters } from '@/components/data-table';
import { FormField } from '@/components/ui/form-field';
import { MultiSelect } from '@/components/ui/multi-select';
import { useEnumLabels } from '@/lib/use-enum-labels';

import { useTaskOptions } from '../hooks/use-task-options';
import { isTaskStatus, type TaskList } from '../search';
import { taskStatusLabels, taskStrings as s } from '../strings';

const statuses = [0, 1, 2, 3, 4] as const;

const orUndefined = <T,>(list: T[]): T[] | undefined => (list.length > 0 ? list : undefined);

/** VIN, version, port type and status filters plus the name search; all of them live in the URL. */
export function TaskFilters({ list }: { list: TaskList }) {
  const { vins, versions, portTypes } = useTaskOptions();
  const statusLabels = useEnumLabels('task_status', taskStatusLabels);
  const { search, setSearch } = list;
  return (
    <ListFilters list={list}>
      <KeywordField
        list={list}
        label={s.name}
        searchLabel={s.searchLabel}
        placeholder={s.searchPlaceholder}
        className="w-56"
      />
      <FormField label={s.vin} className="w-48">
        <MultiSelect
          {...vins}
          value={search.vins ?? []}
          onChange={(next) => setSearch({ vins: orUndefined(next) })}
        />
      </FormField>
      <FormField label={s.version} className="w-36">
        <MultiSelect
          {...versions}
          value={search.versions ?? []}
          onChange={(next) => setSearch({ versions: orUndefined(next) })}
        />
      </FormField>
      <FormField label={s.portType} className="w-40">
        <MultiSelect
          {...portTypes}
          value={search.portTypes ?? []}
          onChange={(next) => setSearch({ portTypes: orUndefined(next) })}
        />
      </FormField>
      <ChoiceFilter
        label={s.status}
        allLabel={s.allStatuses}
        className="w-32"
        value={isTaskStatus(search.status) ? search.status : undefined}
        options={statuses.map((status) => ({
          value: status,
          label: statusLabels[status] ?? String(status),
        }))}
        onChange={(status) => setSearch({ status })}
      />
    </ListFilters>
  );
}
