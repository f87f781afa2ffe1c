import { SearchBox } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { SelectItem } from '@/components/ui/select';
import type { Option } from '@/components/ui/multi-select';
import { useDeviceEnums, useDeviceOptions } from '../hooks/use-device-options';
import {
  isFiltered,
  NO_FILTERS,
  type DeviceFilterPatch,
  type DeviceListSearch,
} from '../list-params';
import { deviceListStrings as s } from '../strings';

const ALL = 'all';

interface ChoiceProps {
  label: string;
  allLabel: string;
  value: number | undefined;
  options: readonly Option<number>[] | undefined;
  onChange: (value: number | undefined) => void;
  className?: string;
}

/** A single choice among server options, with "all" meaning no filter. */
function Choice({ label, allLabel, value, options, onChange, className = 'w-36' }: ChoiceProps) {
  return (
    <SelectField
      label={label}
      className={className}
      value={value === undefined ? ALL : String(value)}
      onValueChange={(next) => onChange(next === ALL ? undefined : Number(next))}
    >
      <SelectItem value={ALL}>{allLabel}</SelectItem>
      {(options ?? []).map((option) => (
        <SelectItem key={option.value} value={String(option.value)}>
          {option.label}
        </SelectItem>
      ))}
      {/* A value from the URL whose option has not arrived (or is gone) still shows. */}
      {value !== undefined && !options?.some((option) => option.value === value) ? (
        <SelectItem value={String(value)}>{String(value)}</SelectItem>
      ) : null}
    </SelectField>
  );
}

interface DeviceFiltersProps {
  search: DeviceListSearch;
  onChange: (patch: DeviceFilterPatch) => void;
}

/** Search and filters of the device list; all of them live in the URL. */
export function DeviceFilters({ search, onChange }: DeviceFiltersProps) {
  const { modelOptions, statusOptions } = useDeviceEnums();
  const { fleets, softwareVersions, hardwareVersions } = useDeviceOptions();
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
      <Choice
        label={s.regStatus}
        allLabel={s.allRegStatuses}
        value={search.status}
        options={statusOptions}
        onChange={(status) => onChange({ status })}
      />
      <SelectField
        label={s.onlineState}
        className="w-28"
        value={search.online ?? ALL}
        onValueChange={(next) =>
          onChange({ online: next === 'online' || next === 'offline' ? next : undefined })
        }
      >
        <SelectItem value={ALL}>{s.allOnline}</SelectItem>
        <SelectItem value="online">{s.online}</SelectItem>
        <SelectItem value="offline">{s.offline}</SelectItem>
      </SelectField>
      <Choice
        label={s.model}
        allLabel={s.allModels}
        value={search.model}
        options={modelOptions}
        onChange={(model) => onChange({ model })}
      />
      <Choice
        label={s.fleet}
        allLabel={s.allFleets}
        value={search.fleetId}
        options={fleets.options}
        onChange={(fleetId) => onChange({ fleetId })}
        className="w-44"
      />
      <Choice
        label={s.softwareVersion}
        allLabel={s.allVersions}
        value={search.softwareVersionId}
        options={softwareVersions.options}
        onChange={(softwareVersionId) => onChange({ softwareVersionId })}
      />
      <Choice
        label={s.hardwareVersion}
        allLabel={s.allVersions}
        value={search.hardwareVersionId}
        options={hardwareVersions.options}
        onChange={(hardwareVersionId) => onChange({ hardwareVersionId })}
        className="w-32"
      />
      <Button onClick={() => onChange(NO_FILTERS)} disabled={!isFiltered(search)}>
        {s.reset}
      </Button>
    </div>
  );
}
