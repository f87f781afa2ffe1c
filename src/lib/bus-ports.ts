import { saveDevicePortConfigBodyLimits } from '@/api/generated/limits';
import { BusType } from '@/api/generated/model';

/** Bus types in the order of the product spec (and of the contract's BusType enum). */
export const BUS_ORDER: readonly BusType[] = Object.values(BusType);

/** Ports a device can have per bus type (spec section 9); 0 means none can be configured. */
export const BUS_CAPACITY: Readonly<Record<BusType, number>> = {
  CAN: 16,
  LIN: 12,
  Serial: 8,
  FlexRay: 2,
  'Ethernet 100Base-T1': 16,
  'Ethernet 1000Base-T1': 8,
  'Ethernet 1000Base-T': 4,
  'Ethernet 10GBase-T1': 2,
  'ETH-LOG': 0,
  'Camera (RTSP)': 0,
};

/** Every port list shows at least this many slots, so free places are visible (spec section 9). */
export const MIN_SLOTS = 16;

/** The contract's highest port index (BusPortConfig.index maximum). */
export const MAX_INDEX =
  saveDevicePortConfigBodyLimits.groups.items.fields.ports.items.fields.index.maximum;

/** A stable, id-safe key of a bus type (the values contain spaces and parentheses). */
export const busKey = (busType: BusType): string => `bus${BUS_ORDER.indexOf(busType)}`;

export interface PaddedSlot<P> {
  index: number;
  port: P | undefined;
  /** Whether a port may sit in this slot (its index is within the bus type's capacity). */
  withinCapacity: boolean;
}

/**
 * The slots one bus type shows: at least MIN_SLOTS, more when the server holds higher indexes, so
 * empty places show as empty rather than disappearing.
 */
export const padSlots = <P extends { index: number }>(
  busType: BusType,
  ports: readonly P[],
): PaddedSlot<P>[] => {
  const capacity = BUS_CAPACITY[busType];
  const byIndex = new Map(ports.map((p) => [p.index, p]));
  const highest = Math.max(MIN_SLOTS, ...byIndex.keys());
  return Array.from({ length: highest }, (_, i) => ({
    index: i + 1,
    port: byIndex.get(i + 1),
    withinCapacity: i + 1 <= capacity,
  }));
};
