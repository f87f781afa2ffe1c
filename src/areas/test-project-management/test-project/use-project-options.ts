import { useMemo } from 'react';

import {
  useListCarTeamOptions,
  useListVehicles,
} from '@/api/generated/endpoints/master-data-management/master-data-management';
import { useListCustomerTagOptions } from '@/api/generated/endpoints/system-management/system-management';
import { useEnumLabels } from '@/lib/use-enum-labels';

import { statusLabels } from './strings';

/** test_project_status labels, and the choice list they make. */
export function useStatusLabels() {
  const labels = useEnumLabels('test_project_status', statusLabels);
  const options = useMemo(
    () => Object.entries(labels).map(([value, label]) => ({ value: Number(value), label })),
    [labels],
  );
  return { labels, options };
}

/** Fleets, cars (with their fleet) and customer tags for the filters and the form. */
export function useProjectOptions() {
  const fleets = useListCarTeamOptions({ query: { staleTime: 60_000 } });
  const cars = useListVehicles({ pageNo: 1, pageSize: 1000 }, { query: { staleTime: 60_000 } });
  const tags = useListCustomerTagOptions({ query: { staleTime: 60_000 } });
  return {
    fleets: fleets.data?.data ?? [],
    cars: cars.data?.data.list ?? [],
    tags: tags.data?.data ?? [],
  };
}
