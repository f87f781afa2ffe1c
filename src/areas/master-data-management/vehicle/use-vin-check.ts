import { useEffect, useState } from 'react';

import { useCheckVehicleVin } from '@/api/generated/endpoints/master-data-management/master-data-management';
import { vinProblem } from '@/lib/vehicle-id';

const DEBOUNCE_MS = 400;

export type VinCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available' }
  | { state: 'taken' }
  | { state: 'failed' };

/**
 * The server's word on whether a VIN is free (checkVehicleVin), asked while typing once the VIN
 * passes its own rules and the typing has paused; editing a car leaves the car itself out.
 */
export function useVinCheck(vin: string, excludeId?: number): VinCheck {
  const wanted = vin.trim().toUpperCase();
  const [settled, setSettled] = useState(wanted);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(wanted), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  const ready = settled === wanted && vinProblem(wanted) === undefined;
  const query = useCheckVehicleVin(
    { vin: settled, ...(excludeId ? { excludeId } : {}) },
    { query: { enabled: ready, staleTime: 5_000, retry: false } },
  );
  if (vinProblem(wanted) !== undefined) return { state: 'idle' };
  if (!ready || query.isPending) return { state: 'checking' };
  if (query.isError) return { state: 'failed' };
  return query.data.data.available ? { state: 'available' } : { state: 'taken' };
}
