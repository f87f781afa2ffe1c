import { SearchBox } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { ChoiceFilter } from '@/components/ui/choice-filter';
import { onlineOptions, useDeviceEnums, useDeviceOptions } from '../hooks/use-device-options';
import {
  isFiltered,
  NO_FILTERS,
  type DeviceFilterPatch,
  type DeviceListSearch,
} from '../list-params';
import { deviceListStrings as s } from '../strings';

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
      <ChoiceFilter
        label={s.regStatus}
        allLabel={s.allRegStatuses}
        value={search.status}
        options={statusOptions}
        onChange={(status) => onChange({ status })}
      />
      <ChoiceFilter
        label={s.onlineState}
        allLabel={s.allOnline}
        value={search.online}
        options={onlineOptions}
        onChange={(online) => onChange({ online })}
        className="w-28"
      />
      <ChoiceFilter
        label={s.model}
        allLabel={s.allModels}
        value={search.model}
        options={modelOptions}
        onChange={(model) => onChange({ model })}
      />
      <ChoiceFilter
        label={s.fleet}
        allLabel={s.allFleets}
        value={search.fleetId}
        options={fleets.options}
        onChange={(fleetId) => onChange({ fleetId })}
        className="w-44"
      />
      <ChoiceFilter
        label={s.softwareVersion}
        allLabel={s.allVersions}
        value={search.softwareVersionId}
        options={softwareVersions.options}
        onChange={(softwareVersionId) => onChange({ softwareVersionId })}
      />
      <ChoiceFilter
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
