import {
  useListDatasetTaskPortTypes,
  useListDatasetTaskVersions,
  useListDatasetTaskVins,
} from '@/api/generated/endpoints/data-compute/data-compute';
import type { Option } from '@/components/ui/multi-select';

export interface OptionList<V extends string | number> {
  options: Option<V>[] | undefined;
  loading: boolean;
  failed: boolean;
}

const LONG = 5 * 60_000;

/** The VIN, version and port-type choices of the task filters and form. */
export function useTaskOptions(): {
  vins: OptionList<string>;
  versions: OptionList<number>;
  portTypes: OptionList<string>;
} {
  const vins = useListDatasetTaskVins({ query: { staleTime: LONG } });
  const versions = useListDatasetTaskVersions({ query: { staleTime: LONG } });
  const portTypes = useListDatasetTaskPortTypes({ query: { staleTime: LONG } });
  return {
    vins: {
      options: vins.data?.data.map((vin) => ({ value: vin, label: vin })),
      loading: vins.isPending,
      failed: vins.isError,
    },
    versions: {
      options: versions.data?.data.map((v) => ({ value: v.id, label: v.name })),
      loading: versions.isPending,
      failed: versions.isError,
    },
    portTypes: {
      options: portTypes.data?.data.map((type) => ({ value: type, label: type })),
      loading: portTypes.isPending,
      failed: portTypes.isError,
    },
  };
}
