import type { BusType } from '@/api/generated/model';
import { busLabels } from '@/strings/bus-types';

/**
 * How a device names the ports of a bus type: this prefix and the port's index (CAN3, LIN2,
 * FlexRay1, ETH1). The Ethernet kinds need distinct short prefixes; files, traces and their port
 * filters carry these names.
 */
export const PORT_PREFIX: Readonly<Record<BusType, string>> = {
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

const busTypes = Object.keys(busLabels) as BusType[];

/**
 * The bus type a label of the server's port_type enumeration names: by its zh-CN label, or by the
 * bus type's own name; undefined for a bus type this console does not know yet.
 */
export const busTypeOfLabel = (label: string): BusType | undefined => {
  const wanted = label.trim();
  return busTypes.find((bus) => busLabels[bus] === wanted || bus === wanted);
};

/** A port's bus part: its name without the index (CAN3 → CAN, ETH1G-T1-2 → ETH1G-T1-). */
export const portBus = (port: string): string => port.replace(/\d+$/, '');

/**
 * Whether a port matches a port filter: a whole port name (CAN3) matches that port only, a bus
 * type's prefix alone (CAN) every port of that type.
 */
export const portMatches = (port: string, wanted: string): boolean =>
  /\d$/.test(wanted) ? port === wanted : portBus(port) === wanted;
