import {
  useListCarTeamOptions,
  useListVehicleModelOptions,
} from '@/api/generated/endpoints/master-data-management/master-data-management';
import type { ChoiceOption } from '@/components/forms/form-fields';

const STALE_MS = 60_000;
const toOptions = (answer: { data: { id: number; name: string }[] }): ChoiceOption[] =>
  answer.data.map((item) => ({ value: String(item.id), label: item.name }));

/** Fleets to choose from in filters and forms. */
export function useFleetOptions(): ChoiceOption[] {
  const query = useListCarTeamOptions({ query: { staleTime: STALE_MS, select: toOptions } });
  return query.data ?? [];
}

/** Valid vehicle models to choose from in filters and forms. */
export function useModelOptions(): ChoiceOption[] {
  const query = useListVehicleModelOptions({ query: { staleTime: STALE_MS, select: toOptions } });
  return query.data ?? [];
}
