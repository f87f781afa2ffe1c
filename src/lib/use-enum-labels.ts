import { useGetEnums } from '@/api/generated/endpoints/session/session';
import type { Enums } from '@/api/generated/model';

export type EnumLabels = Readonly<Record<string, string>>;

/**
 * Labels of one server-delivered enumeration (id → label, spec section 3). The enumerations are
 * read once per visit; until they arrive, or if the call fails, `fallback` names the values so a
 * screen never shows bare ids.
 */
export function useEnumLabels(name: keyof Enums, fallback: EnumLabels): EnumLabels {
  const { data } = useGetEnums({
    query: { staleTime: Number.POSITIVE_INFINITY, select: (answer) => answer.data[name] },
  });
  return data ? { ...fallback, ...data } : fallback;
}
