import type { BusPortConfig, BusType, DevicePortConfig } from '@/api/generated/model';
import { isRecord } from '@/lib/is-record';

import { BUS_ORDER, hasDataBitrate } from './bus-types';

/** One port as the form edits it: numbers stay text until saved, so typing never loses a key. */
export interface PortForm {
  index: number;
  name: string;
  enabled: boolean;
  bitrate: string;
  /** Empty text stands for null (not a CAN FD port). */
  dataBitrate: string;
  bus_collection_options: number;
  bus_collection_trigger: number;
}

export interface GroupForm {
  busType: BusType;
  ports: PortForm[];
}

/** Everything the screen edits: the whole port configuration and the device's personalization. */
export interface ConfigForm {
  groups: GroupForm[];
  personalization: number;
}

const byIndex = (a: { index: number }, b: { index: number }) => a.index - b.index;
const byBusOrder = (a: GroupForm, b: GroupForm) =>
  BUS_ORDER.indexOf(a.busType) - BUS_ORDER.indexOf(b.busType);

export const portToForm = (port: BusPortConfig): PortForm => ({
  index: port.index,
  name: port.name,
  enabled: port.enabled,
  bitrate: String(port.bitrate),
  dataBitrate:
    port.dataBitrate === null || port.dataBitrate === undefined ? '' : String(port.dataBitrate),
  bus_collection_options: port.bus_collection_options,
  bus_collection_trigger: port.bus_collection_trigger,
});

/**
 * The form for what the server holds: every bus type in the spec's order (those the server left
 * out empty, so ports can be added to them), ports by index, a bus type sent twice merged into
 * one group, so comparing and diffing never depend on the server's order.
 */
export const formFromServer = (config: DevicePortConfig, personalization: number): ConfigForm => {
  const groups = new Map<BusType, PortForm[]>(BUS_ORDER.map((bus) => [bus, []]));
  for (const group of config.groups) {
    const ports = groups.get(group.busType) ?? [];
    ports.push(...group.ports.map(portToForm));
    groups.set(group.busType, ports);
  }
  return {
    personalization,
    groups: [...groups]
      .map(([busType, ports]) => ({ busType, ports: ports.sort(byIndex) }))
      .sort(byBusOrder),
  };
};

const toInteger = (text: string): number => (/^\d+$/.test(text.trim()) ? Number(text) : NaN);

export const portFromForm = (busType: BusType, port: PortForm): BusPortConfig => ({
  index: port.index,
  name: port.name.trim(),
  enabled: port.enabled,
  bitrate: toInteger(port.bitrate),
  dataBitrate:
    hasDataBitrate(busType) && port.dataBitrate.trim() !== '' ? toInteger(port.dataBitrate) : null,
  bus_collection_options: port.bus_collection_options,
  bus_collection_trigger: port.bus_collection_trigger,
});

/** Typed digits as a number; other text stays text, for the body schema to refuse; empty: none. */
const typedNumber = (text: string): number | string | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
};

/**
 * The saveDevicePortConfig body as the body schema checks it: every group in form order (so an
 * issue's path is the field's path), numbers as typed.
 */
export const checkedBody = (deviceId: number, form: ConfigForm) => ({
  deviceId,
  groups: form.groups.map(({ busType, ports }) => ({
    busType,
    ports: ports.map((port) => ({
      index: port.index,
      name: port.name.trim(),
      enabled: port.enabled,
      bitrate: typedNumber(port.bitrate),
      dataBitrate: hasDataBitrate(busType) ? (typedNumber(port.dataBitrate) ?? null) : null,
      bus_collection_options: port.bus_collection_options,
      bus_collection_trigger: port.bus_collection_trigger,
    })),
  })),
});

/** What is sent: the checked body without the bus types that hold no port. */
export const withoutEmptyGroups = (config: DevicePortConfig): DevicePortConfig => ({
  ...config,
  groups: config.groups.filter(({ ports }) => ports.length > 0),
});

/** The saveDevicePortConfig body: the whole configuration, which the server overwrites. */
export const configFromForm = (deviceId: number, form: ConfigForm): DevicePortConfig => ({
  deviceId,
  groups: form.groups
    .filter(({ ports }) => ports.length > 0)
    .map(({ busType, ports }) => ({
      busType,
      ports: ports.map((port) => portFromForm(busType, port)),
    })),
});

export const samePorts = (a: ConfigForm, b: ConfigForm): boolean =>
  JSON.stringify(a.groups) === JSON.stringify(b.groups);

export const sameForm = (a: ConfigForm, b: ConfigForm): boolean =>
  a.personalization === b.personalization && samePorts(a, b);

/** Puts `port` in its group, keeping the ports ordered by index. */
export const withPort = (group: GroupForm, port: PortForm): GroupForm => ({
  ...group,
  ports: [...group.ports.filter((p) => p.index !== port.index), port].sort(byIndex),
});

export const withoutPort = (group: GroupForm, index: number): GroupForm => ({
  ...group,
  ports: group.ports.filter((p) => p.index !== index),
});

const isPort = (value: unknown): value is PortForm =>
  isRecord(value) &&
  Number.isInteger(value.index) &&
  typeof value.name === 'string' &&
  typeof value.enabled === 'boolean' &&
  typeof value.bitrate === 'string' &&
  typeof value.dataBitrate === 'string' &&
  Number.isInteger(value.bus_collection_options) &&
  Number.isInteger(value.bus_collection_trigger);

const isGroup = (value: unknown): value is GroupForm =>
  isRecord(value) &&
  BUS_ORDER.some((bus) => bus === value.busType) &&
  Array.isArray(value.ports) &&
  value.ports.every(isPort);

/** A form read back from storage: anything of another shape reads as no draft. */
export const parseForm = (value: unknown): ConfigForm | undefined => {
  if (!isRecord(value)) return undefined;
  const { groups, personalization } = value;
  if (!Number.isInteger(personalization) || !Array.isArray(groups) || !groups.every(isGroup))
    return undefined;
  return { groups, personalization: Number(personalization) };
};
