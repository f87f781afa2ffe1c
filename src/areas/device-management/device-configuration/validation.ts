import type { FieldPath } from 'react-hook-form';

import type { BusType } from '@/api/generated/model';

import { busKey } from './bus-types';
import { capacityProblems } from './capacity';
import type { ConfigForm } from './port-model';
import { configStrings as s } from './strings';

export type PortField = 'enabled' | 'name' | 'bitrate' | 'dataBitrate';

/** The id of one port's control, unique on the page. */
export const fieldId = (busType: BusType, index: number, field: PortField): string =>
  `${busKey(busType)}-${index}-${field}`;

/** The `name` of a group's add button, focused when the group is over capacity. */
export const addButtonName = (busType: BusType): string => `${busKey(busType)}-add`;

/** The form path of a group's ports (its field array), where a capacity problem is shown. */
export const portsPath = (group: number) => `groups.${group}.ports` as const;

/** The form path of one port's field. */
export const portPath = <F extends PortField | 'bus_collection_options' | 'bus_collection_trigger'>(
  group: number,
  port: number,
  field: F,
) => `groups.${group}.ports.${port}.${field}` as const;

/** Messages per form path, in form order (groups, then ports, then fields). */
export type ConfigErrors = Partial<Record<FieldPath<ConfigForm>, string>>;

const nameKey = (name: string): string => name.trim().toLowerCase();

/**
 * The rules the contract cannot express (its limits are the body schema's): a name for every
 * port, unique on the device, and no edit taking a bus type over its capacity.
 */
export const configRules =
  (base: ConfigForm) =>
  (form: ConfigForm): ConfigErrors => {
    const errors: ConfigErrors = {};
    const keys = form.groups.flatMap(({ ports }) => ports.map((port) => nameKey(port.name)));
    const taken = new Set(keys.filter((key, at) => keys.indexOf(key) !== at));
    form.groups.forEach(({ ports }, group) =>
      ports.forEach((port, at) => {
        const name = port.name.trim();
        if (name === '') errors[portPath(group, at, 'name')] = s.nameRequired;
        // Every holder of the name is marked: the form does not know which one was just renamed,
        // and marking only one of them would often point at the port the user never touched.
        else if (taken.has(nameKey(name))) errors[portPath(group, at, 'name')] = s.nameTaken;
      }),
    );
    for (const problem of capacityProblems(form, base)) {
      const group = form.groups.findIndex((g) => g.busType === problem.busType);
      const path = portsPath(group);
      errors[path] = errors[path]
        ? `${errors[path]}${s.separator}${problem.message}`
        : problem.message;
    }
    return errors;
  };
