import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';

import {
  getListFleetCarsUrl,
  listFleetCars,
  useListFleets,
} from '@/api/generated/endpoints/dashboard/dashboard';
import { useListCustomerTagOptions } from '@/api/generated/endpoints/system-management/system-management';
import type { IdName } from '@/api/generated/model';
import { getCars, getFleets, getUserInfo, setCars, setFleets } from '@/lib/storage';

/**
 * Choices of the pickers: customer tags, fleets and cars. The fleet and car lists are kept
 * client-side (spec section 3): the stored lists show at once and the answers replace them. None of
 * this gates the seven datasets, whose requests are built from the URL alone.
 */
export function usePickerData(tag: number | undefined, fleets: readonly number[]) {
  const tagOptions = useListCustomerTagOptions();
  const fleetList = useListFleets(tag === undefined ? undefined : { user_tag_id: tag });
  const carBody = { carTeamIds: [...fleets] };
  const carList = useQuery({
    queryKey: [getListFleetCarsUrl(), carBody],
    queryFn: ({ signal }) => listFleetCars(carBody, { signal }),
  });

  useEffect(() => {
    if (fleetList.data) setFleets(fleetList.data.data.map(({ id, name }) => ({ id, name })));
  }, [fleetList.data]);
  useEffect(() => {
    if (carList.data) setCars(carList.data.data.map(({ id, plate }) => ({ id, name: plate })));
  }, [carList.data]);

  const tags = useMemo((): IdName[] => {
    const all = tagOptions.data?.data ?? [];
    // A user limited to some customer tags only picks among those; one without limits sees all.
    const mine = getUserInfo()?.userTagIds ?? [];
    return mine.length === 0 ? all : all.filter((option) => mine.includes(option.id));
  }, [tagOptions.data]);

  const fleetOptions = useMemo(
    (): IdName[] => fleetList.data?.data.map(({ id, name }) => ({ id, name })) ?? getFleets(),
    [fleetList.data],
  );
  const carOptions = useMemo(
    (): IdName[] => carList.data?.data.map(({ id, plate }) => ({ id, name: plate })) ?? getCars(),
    [carList.data],
  );
  return { tags, fleets: fleetOptions, cars: carOptions };
}
