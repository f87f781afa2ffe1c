import { useQuery } from '@tanstack/react-query';

import {
  getListFleetCarsUrl,
  listFleetCars,
  useListFleets,
} from '@/api/generated/endpoints/dashboard/dashboard';
import type { Option } from '@/components/ui/multi-select';

const LONG = 5 * 60_000;

/** Fleets, and the cars (by VIN) of the chosen fleet or of every fleet: the filters' choices. */
export function useFileOptions(carTeamId: number | undefined): {
  fleets: Option<number>[] | undefined;
  cars: Option<string>[] | undefined;
} {
  const fleets = useListFleets(undefined, { query: { staleTime: LONG } });
  const body = { carTeamIds: carTeamId === undefined ? [] : [carTeamId] };
  const cars = useQuery({
    queryKey: [getListFleetCarsUrl(), body],
    queryFn: ({ signal }) => listFleetCars(body, { signal }),
    staleTime: LONG,
  });
  return {
    fleets: fleets.data?.data.map((fleet) => ({ value: fleet.id, label: fleet.name })),
    cars: cars.data?.data.map((car) => ({ value: car.vin, label: `${car.plate} · ${car.vin}` })),
  };
}
