import type { CarGpsTrace } from '@/api/generated/model';
import { dayStartOf, gpsFixesFor, HOUR_MS } from '@/mocks/db/dashboard-seed';

const start = dayStartOf('2026-11-20') + 6 * HOUR_MS;

/** A car's trace of one fix a second from 06:00 on 2026-11-20, for `hours` hours. */
export const gpsCar = (carId: number, plate: string, hours: number): CarGpsTrace => ({
  carId,
  plate,
  vin: 'LSGBC5E43NG123456',
  points: gpsFixesFor(carId, start, start + hours * HOUR_MS, 1000),
});
