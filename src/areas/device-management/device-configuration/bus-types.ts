import type { BusPortConfig, BusType } from '@/api/generated/model';
import { PORT_PREFIX } from '@/lib/port-names';

// The bus rules are shared with the monitoring screens; this module adds what only editing needs.
export { BUS_CAPACITY, BUS_ORDER, MAX_INDEX, MIN_SLOTS } from '@/lib/bus-ports';

/** Only CAN ports carry a CAN FD data bitrate; the contract sends null for every other port. */
export const hasDataBitrate = (busType: BusType): boolean => busType === 'CAN';

export { busKey } from '@/lib/bus-ports';

// The usual line rate of each bus, so an added port starts from a working value.
const DEFAULT_BITRATE: Readonly<Record<BusType, number>> = {
  CAN: 500_000,
  LIN: 19_200,
  Serial: 115_200,
  FlexRay: 10_000_000,
  'Ethernet 100Base-T1': 100_000_000,
  'Ethernet 1000Base-T1': 1_000_000_000,
  'Ethernet 1000Base-T': 1_000_000_000,
  'Ethernet 10GBase-T1': 10_000_000_000,
  'ETH-LOG': 0,
  'Camera (RTSP)': 0,
};

/** A port added in slot `index`: enabled, named and clocked like the devices' own defaults. */
export const newPort = (busType: BusType, index: number): BusPortConfig => ({
  index,
  name: `${PORT_PREFIX[busType]}${index}`,
  enabled: true,
  bitrate: DEFAULT_BITRATE[busType],
  dataBitrate: hasDataBitrate(busType) ? 2_000_000 : null,
  bus_collection_options: 0,
  bus_collection_trigger: 0,
});
