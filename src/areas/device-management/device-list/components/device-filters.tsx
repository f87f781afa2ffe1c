import { ListFilters, type ListSearchState } from '@/components/data-table';

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
        { name: 'status', label: s.regStatus, allLabel: s.allRegStatuses, options: statusOptions },
        {
          name: 'online',
          label: s.onlineState,
          allLabel: s.allOnline,
          options: onlineOptions,
          className: 'w-28',
        },
        { name: 'model', label: s.model, allLabel: s.allModels, options: modelOptions },
        {
          name: 'fleetId',
          label: s.fleet,
          allLabel: s.allFleets,
          options: fleets.options,
          className: 'w-44',
        },
        {
          name: 'softwareVersionId',
          label: s.softwareVersion,
          allLabel: s.allVersions,
          options: softwareVersions.options,
        },
        {
          name: 'hardwareVersionId',
          label: s.hardwareVersion,
          allLabel: s.allVersions,
          options: hardwareVersions.options,
          className: 'w-32',
        },
      ]}
    />
  );
}
