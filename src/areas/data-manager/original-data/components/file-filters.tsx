import type { DataFileStatus } from '@/api/generated/model';
import { SearchBox } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { ChoiceFilter } from '@/components/ui/choice-filter';
import { DateRangePicker } from '@/components/ui/date-picker';
import { formatDateText, parseDateText } from '@/lib/date-text';

import { usePortOptions } from '../../shared/use-port-options';
import { useFileOptions } from '../hooks/use-file-options';
import { type FileFilterPatch, type FileListSearch, isFiltered, NO_FILTERS } from '../search';
import { fileStatusLabels, originalDataStrings as s } from '../strings';

const statusOptions = Object.entries(fileStatusLabels).map(([value, label]) => ({
  value: value as DataFileStatus,
  label,
}));
const readTime = (text: string | undefined) => (text ? parseDateText('datetime', text) : null);

interface FileFiltersProps {
  search: FileListSearch;
  onChange: (patch: FileFilterPatch) => void;
  /** The by-day screen has no status and no keyword. */
  compact?: boolean;
}

/** Filters of the file lists; every one lives in the URL. */
export function FileFilters({ search, onChange, compact = false }: FileFiltersProps) {
  const { fleets, cars } = useFileOptions(search.carTeamId);
  const ports = usePortOptions(search.portType ? [search.portType] : []);
  return (
    <div className="flex flex-wrap items-end gap-3">
      {compact ? null : (
        <div className="flex w-56 flex-col gap-1.5">
          <span aria-hidden="true" className="text-sm font-medium text-fg-label">
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
      )}
      <ChoiceFilter
        label={s.fleet}
        allLabel={s.allFleets}
        value={search.carTeamId}
        options={fleets}
        onChange={(carTeamId) => onChange({ carTeamId, vin: undefined })}
        className="w-40"
      />
      <ChoiceFilter
        label={s.car}
        allLabel={s.allCars}
        value={search.vin}
        options={cars}
        onChange={(vin) => onChange({ vin })}
        className="w-64"
      />
      <ChoiceFilter
        label={s.portType}
        allLabel={s.allPorts}
        value={search.portType}
        options={ports}
        onChange={(portType) => onChange({ portType })}
        className="w-56"
      />
      {compact ? null : (
        <ChoiceFilter
          label={s.status}
          allLabel={s.allStatuses}
          value={search.status}
          options={statusOptions}
          onChange={(status) => onChange({ status })}
          className="w-28"
        />
      )}
      {compact ? null : (
        <DateRangePicker
          startLabel={s.startTime}
          endLabel={s.endTime}
          value={{ start: readTime(search.startTime), end: readTime(search.endTime) }}
          onValueChange={(range) =>
            onChange({
              startTime: range.start ? formatDateText('datetime', range.start) : undefined,
              endTime: range.end ? formatDateText('datetime', range.end) : undefined,
            })
          }
        />
      )}
      <Button onClick={() => onChange(NO_FILTERS)} disabled={!isFiltered(search)}>
        {s.reset}
      </Button>
    </div>
  );
}
