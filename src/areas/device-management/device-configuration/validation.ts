import { saveDevicePortConfigBodyLimits } from '@/api/generated/limits';
import type { BusType } from '@/api/generated/model';
import { formatNumber } from '@/lib/format';

import { busKey, hasDataBitrate } from './bus-types';
import type { ConfigForm } from './port-model';
import { configStrings as s } from './strings';

export type PortField = 'enabled' | 'name' | 'bitrate' | 'dataBitrate';

/** The `name` (and id) of one port's control, unique on the page. */
export const fieldName = (busType: BusType, index: number, field: PortField): string =>
  `${busKey(busType)}-${index}-${field}`;

/** The `name` of a group's add button, focused when the group is over capacity. */
export const addButtonName = (busType: BusType): string => `${busKey(busType)}-add`;

/** The contract's limits of one port (BusPortConfig), as saveDevicePortConfig takes it. */
const portLimits = saveDevicePortConfigBodyLimits.groups.items.fields.ports.items.fields;
const { name: nameLimits, bitrate: bitrateLimits, dataBitrate: dataBitrateLimits } = portLimits;

const integerWithin = (text: string, range: { minimum: number; maximum: number }): boolean =>
  /^\d+$/.test(text.trim()) && Number(text) >= range.minimum && Number(text) <= range.maximum;

const rangeText = (range: { minimum: number; maximum: number }) =>
  [formatNumber(range.minimum, 0), formatNumber(range.maximum, 0)] as const;

/** Messages per control name, in form order (groups, then ports, then fields). */
export type FieldErrors = Record<string, string>;

const nameKey = (name: string): string => name.trim().toLowerCase();

export const validateForm = (form: ConfigForm): FieldErrors => {
  const errors: FieldErrors = {};
  const keys = form.groups.flatMap(({ ports }) => ports.map((port) => nameKey(port.name)));
  const taken = new Set(keys.filter((key, at) => keys.indexOf(key) !== at));
  for (const { busType, ports } of form.groups) {
    for (const port of ports) {
      const name = port.name.trim();
      if (name === '') errors[fieldName(busType, port.index, 'name')] = s.nameRequired;
      else if (name.length > nameLimits.maxLength)
        errors[fieldName(busType, port.index, 'name')] = s.nameTooLong(nameLimits.maxLength);
      // Every holder of the name is marked: the form does not know which one was just renamed,
      // and marking only one of them would often point at the port the user never touched.
      else if (taken.has(nameKey(name)))
        errors[fieldName(busType, port.index, 'name')] = s.nameTaken;
      if (!integerWithin(port.bitrate, bitrateLimits))
        errors[fieldName(busType, port.index, 'bitrate')] = s.bitrateInvalid(
          ...rangeText(bitrateLimits),
        );
      if (
        hasDataBitrate(busType) &&
        port.dataBitrate.trim() !== '' &&
        !integerWithin(port.dataBitrate, dataBitrateLimits)
      )
        errors[fieldName(busType, port.index, 'dataBitrate')] = s.dataBitrateInvalid(
          ...rangeText(dataBitrateLimits),
        );
    }
  }
  return errors;
};
