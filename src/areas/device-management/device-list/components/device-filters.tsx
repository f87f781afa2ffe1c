import {
  ChoiceFilter,
  KeywordField,
  ListFilters,
  type ListSearchState,
} from '@/components/data-table';

import { onlineOptions, useDeviceEnums, useDeviceOptions } from '../hooks/use-device-options';
import type { DeviceListSearch } from '../search';
import { deviceListStrings as s } from '../strings';

interface DeviceFiltersProps {
  list: ListSearchState<DeviceListSearch, string>;
}

/** Search and filters of the device list; all of them live in the URL. */
export function DeviceFilters({ list }: DeviceFiltersProps) {
  const { modelOptions, statusOptions } = useDeviceEnums();
  const { fleets, softwareVersions, hardwareVersions } = useDeviceOptions();
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
        label={s.regStatus}
        allLabel={s.allRegStatuses}
        value={search.status}
        options={statusOptions}
        onChange={(status) => setSearch({ status })}
      />
      <ChoiceFilter
        label={s.onlineState}
        allLabel={s.allOnline}
        value={search.online}
        options={onlineOptions}
        onChange={(online) => setSearch({ online })}
        className="w-28"
      />
      <ChoiceFilter
        label={s.model}
        allLabel={s.allModels}
        value={search.model}
        options={modelOptions}
        onChange={(model) => setSearch({ model })}
      />
      <ChoiceFilter
        label={s.fleet}
        allLabel={s.allFleets}
        value={search.fleetId}
        options={fleets.options}
        onChange={(fleetId) => setSearch({ fleetId })}
        className="w-44"
      />
      <ChoiceFilter
        label={s.softwareVersion}
        allLabel={s.allVersions}
        value={search.softwareVersionId}
        options={softwareVersions.options}
        onChange={(softwareVersionId) => setSearch({ softwareVersionId })}
      />
      <ChoiceFilter
        label={s.hardwareVersion}
        allLabel={s.allVersions}
        value={search.hardwareVersionId}
        options={hardwareVersions.options}
        onChange={(hardwareVersionId) => setSearch({ hardwareVersionId })}
        className="w-32"
      />
    </ListFilters>
  );
}
