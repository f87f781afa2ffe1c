import { SearchBox } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { MultiSelect } from '@/components/ui/multi-select';
import { SelectItem } from '@/components/ui/select';
import { useEnumLabels } from '@/lib/use-enum-labels';
import { useTaskOptions } from '../hooks/use-task-options';
import { isFiltered, isTaskStatus, type TaskListSearch } from '../list-params';
import { taskStatusLabels, taskStrings as s } from '../strings';
import { SelectField } from '@/components/ui/select-field';

export type TaskFilterPatch = Pick<
  TaskListSearch,
  'keyword' | 'vins' | 'versions' | 'portTypes' | 'status'
>;

interface TaskFiltersProps {
  search: TaskListSearch;
  onChange: (patch: TaskFilterPatch) => void;
  onReset: () => void;
}

const ALL = 'all';
const statuses = [0, 1, 2, 3, 4] as const;

const orUndefined = <T,>(list: T[]): T[] | undefined => (list.length > 0 ? list : undefined);

/** VIN, version, port type and status filters plus the name search; all of them live in the URL. */
export function TaskFilters({ search, onChange, onReset }: TaskFiltersProps) {
  const { vins, versions, portTypes } = useTaskOptions();
  const statusLabels = useEnumLabels('task_status', taskStatusLabels);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex w-56 flex-col gap-1.5">
        <span aria-hidden="true" className="text-sm font-medium text-slate-700">
          {s.name}
        </span>
        <SearchBox
          label={s.searchLabel}
          className="w-full"
          placeholder={s.searchPlaceholder}
          value={search.keyword ?? ''}
          onSearch={(keyword) => onChange({ keyword: keyword.trim() || undefined })}
        />
      </div>
      <FormField label={s.vin} className="w-48">
        <MultiSelect
          {...vins}
          value={search.vins ?? []}
          onChange={(next) => onChange({ vins: orUndefined(next) })}
        />
      </FormField>
      <FormField label={s.version} className="w-36">
        <MultiSelect
          {...versions}
          value={search.versions ?? []}
          onChange={(next) => onChange({ versions: orUndefined(next) })}
        />
      </FormField>
      <FormField label={s.portType} className="w-40">
        <MultiSelect
          {...portTypes}
          value={search.portTypes ?? []}
          onChange={(next) => onChange({ portTypes: orUndefined(next) })}
        />
      </FormField>
      <div className="flex items-end gap-2">
        <SelectField
          label={s.status}
          className="w-32"
          value={isTaskStatus(search.status) ? String(search.status) : ALL}
          onValueChange={(next) => onChange({ status: next === ALL ? undefined : Number(next) })}
        >
          <SelectItem value={ALL}>{s.allStatuses}</SelectItem>
          {statuses.map((status) => (
            <SelectItem key={status} value={String(status)}>
              {statusLabels[status]}
            </SelectItem>
          ))}
        </SelectField>
        <Button onClick={onReset} disabled={!isFiltered(search)}>
          {s.reset}
        </Button>
      </div>
    </div>
  );
}
