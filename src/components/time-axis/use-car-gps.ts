import { skipToken, useQuery } from '@tanstack/react-query';

import { getGetGpsTraceUrl } from '@/api/generated/endpoints/dashboard/dashboard';
import { useListVehicles } from '@/api/generated/endpoints/master-data-management/master-data-management';
import type { GpsTraceRequest } from '@/api/generated/model';
import { getPreparedGps } from '@/components/gps/get-prepared-gps';
import { formatIsoOffset } from '@/lib/format';

/**
 * Fixes asked for at most: a day at one fix a second is 86,400, and the path is drawn with a few
 * thousand vertices; the server thins evenly, so a gap of a minute still shows as a gap.
 */
export const GPS_MAX_POINTS = 20_000;

/**
 * getGpsTrace for one car (found by its VIN) over a window, its answer decoded and
 * prepared for drawing off the main thread, as the dashboard's GPS card reads it.
 */
export function useCarGps(vin: string, window: { from: number; to: number }) {
  const cars = useListVehicles({ pageNo: 1, pageSize: 20, keyword: vin });
  const carId = cars.data?.data.list.find((car) => car.vin === vin)?.id ?? null;
  const body: GpsTraceRequest | null =
    carId === null
      ? null
      : {
          carTeamIds: [],
          carIds: [carId],
          startTime: formatIsoOffset(window.from),
          endTime: formatIsoOffset(window.to),
          maxPoints: GPS_MAX_POINTS,
        };
  const gps = useQuery({
    queryKey: [getGetGpsTraceUrl(), body],
    queryFn: body ? ({ signal }) => getPreparedGps(body, signal) : skipToken,
    select: (answer) => answer.data,
  });
  return {
    cars,
    gps,
    /** The VIN names no car the platform knows: there is no path to ask for. */
    unknownCar: cars.isSuccess && carId === null,
  };
}
