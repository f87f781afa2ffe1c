import type { BusPortConfig, BusType } from '@/api/generated/model';

// The bus rules are shared with the monitoring screens; this module adds what only editing needs.
export { BUS_CAPACITY, BUS_ORDER, MAX_INDEX, MIN_SLOTS } from '@/lib/bus-ports';

/** Only CAN ports carry a CAN FD data bitrate; the contract sends null for every other port. */
export const hasDataBitrate = (busType: BusType): boolean => busType === 'CAN';

export { busKey } from '@/lib/bus-ports';

// Port names are "bus type + index" (contract); the Ethernet kinds need distinct short prefixes.
const NAME_PREFIX: Readonly<Record<BusType, string>> = {
  CAN: 'CAN',
  LIN: 'LIN',
  Serial: 'Serial',
  FlexRay: 'FlexRay',
  'Ethernet 100Base-T1': 'ETH',
  'Ethernet 1000Base-T1': 'ETH1G-T1-',
  'Ethernet 1000Base-T': 'ETH1G-',
  'Ethernet 10GBase-T1': 'ETH10G-',
  'ETH-LOG': 'ETH-LOG',
  'Camera (RTSP)': 'CAM',
};

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
  name: `${NAME_PREFIX[busType]}${index}`,
  enabled: true,
  bitrate: DEFAULT_BITRATE[busType],
  dataBitrate: hasDataBitrate(busType) ? 2_000_000 : null,
  bus_collection_options: 0,
  bus_collection_trigger: 0,
});
