import { useQuery } from '@tanstack/react-query';

import {
  getListFleetCarsUrl,
  listFleetCars,
  useListFleets,
} from '@/api/generated/endpoints/dashboard/dashboard';
import {
  useListHardwareVersions,
  useListSoftwareVersions,
} from '@/api/generated/endpoints/device-management/device-management';
import type { Option } from '@/components/ui/multi-select';
import { type EnumLabels, useEnumLabels } from '@/lib/use-enum-labels';

import {
  deviceListStrings as s,
  modelLabels,
  personalizationLabels,
  regStatusLabels,
} from '../strings';

export interface OptionList<V extends string | number> {
  options: Option<V>[] | undefined;
  loading: boolean;
  failed: boolean;
}

const LONG = 5 * 60_000;

const fromLabels = (labels: EnumLabels): Option<number>[] =>
  Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));

/** Labels of the device enumerations (server's when they arrive). */
export function useDeviceEnums() {
  const models = useEnumLabels('model_number', modelLabels);
  const statuses = useEnumLabels('device_reg_status', regStatusLabels);
  const personalization = useEnumLabels('device_personalization', personalizationLabels);
  return {
    models,
    statuses,
    personalization,
    modelOptions: fromLabels(models),
    statusOptions: fromLabels(statuses),
    personalizationOptions: fromLabels(personalization),
  };
}

/** The choices of the online filter, as the URL names them. */
export const onlineOptions: readonly Option<'online' | 'offline'>[] = [
  { value: 'online', label: s.online },
  { value: 'offline', label: s.offline },
];

/** The fleets a device can belong to. */
export function useFleetOptions(): OptionList<number> {
  const fleets = useListFleets(undefined, { query: { staleTime: LONG } });
  return {
    options: fleets.data?.data.map((f) => ({ value: f.id, label: f.name })),
    loading: fleets.isPending,
    failed: fleets.isError,
  };
}

/** Fleets, software and hardware versions: the choices of the filters and the form. */
export function useDeviceOptions(): {
  fleets: OptionList<number>;
  softwareVersions: OptionList<number>;
  hardwareVersions: OptionList<number>;
} {
  const fleets = useFleetOptions();
  const software = useListSoftwareVersions({ query: { staleTime: LONG } });
  const hardware = useListHardwareVersions({ query: { staleTime: LONG } });
  return {
    fleets,
    softwareVersions: {
      options: software.data?.data.map((v) => ({ value: v.id, label: v.name })),
      loading: software.isPending,
      failed: software.isError,
    },
    hardwareVersions: {
      options: hardware.data?.data.map((v) => ({ value: v.id, label: v.name })),
      loading: hardware.isPending,
      failed: hardware.isError,
    },
  };
}

/** The cars of one fleet (plate and VIN), for binding a device to a car. */
export function useFleetCars(fleetId: number | undefined): OptionList<number> {
  const body = { carTeamIds: fleetId === undefined ? [] : [fleetId] };
  const cars = useQuery({
    queryKey: [getListFleetCarsUrl(), body],
    queryFn: ({ signal }) => listFleetCars(body, { signal }),
    enabled: fleetId !== undefined,
    staleTime: LONG,
  });
  return {
    options: cars.data?.data.map((car) => ({
      value: car.id,
      label: s.carOption(car.plate, car.vin),
    })),
    loading: fleetId !== undefined && cars.isPending,
    failed: cars.isError,
  };
}
