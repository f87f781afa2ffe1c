import type { BusType } from '@/api/generated/model';
import { type PaddedSlot, padSlots } from '@/lib/bus-ports';

import { BUS_CAPACITY, MAX_INDEX } from './bus-types';
import type { ConfigForm, GroupForm, PortForm } from './port-model';
import { busLabels, configStrings as s } from './strings';

export type Slot = PaddedSlot<PortForm>;

/** The slots one group shows (the shared padding rule). */
export const slotsOf = (group: GroupForm): Slot[] => padSlots(group.busType, group.ports);

export const enabledCount = (group: GroupForm): number =>
  group.ports.filter((p) => p.enabled).length;

export const capacityMessage = (busType: BusType): string =>
  s.overCapacity(busLabels[busType], BUS_CAPACITY[busType]);

export const enabledMessage = (busType: BusType): string =>
  s.overEnabled(busLabels[busType], BUS_CAPACITY[busType]);

/** Why a port may not be added in slot `index` (null: it may). */
export const addRefusal = (group: GroupForm, index: number): string | null => {
  const capacity = BUS_CAPACITY[group.busType];
  if (index > capacity || index > MAX_INDEX || group.ports.length >= capacity)
    return capacityMessage(group.busType);
  return null;
};

/** The slot the group's add button fills: the first free one within capacity. */
export const firstFreeIndex = (group: GroupForm): number => {
  const taken = new Set(group.ports.map((p) => p.index));
  const capacity = Math.min(BUS_CAPACITY[group.busType], MAX_INDEX);
  for (let index = 1; index <= capacity; index += 1) if (!taken.has(index)) return index;
  return capacity + 1;
};

/** Why one more port of the group may not be switched on (null: it may). */
export const enableRefusal = (group: GroupForm): string | null =>
  enabledCount(group) >= BUS_CAPACITY[group.busType] ? enabledMessage(group.busType) : null;

export interface CapacityProblem {
  busType: BusType;
  kind: 'ports' | 'enabled';
  message: string;
}

/**
 * Groups the edits took over capacity. Only a change is refused: a device already holding more
 * than the table allows (older firmware, another tool) can still be saved as long as the edit
 * does not make it worse, otherwise the user could not change anything on it.
 */
export const capacityProblems = (form: ConfigForm, base: ConfigForm): CapacityProblem[] =>
  form.groups.flatMap((group) => {
    const capacity = BUS_CAPACITY[group.busType];
    const before = base.groups.find((g) => g.busType === group.busType);
    const problems: CapacityProblem[] = [];
    const ports = group.ports.length;
    if (ports > capacity && ports > (before?.ports.length ?? 0))
      problems.push({
        busType: group.busType,
        kind: 'ports',
        message: capacityMessage(group.busType),
      });
    const enabled = enabledCount(group);
    if (enabled > capacity && enabled > (before ? enabledCount(before) : 0))
      problems.push({
        busType: group.busType,
        kind: 'enabled',
        message: enabledMessage(group.busType),
      });
    return problems;
  });
