import type { BusPortConfig, BusType } from '@/api/generated/model';

import { BUS_ORDER } from './bus-types';
import { type ConfigForm, portFromForm } from './port-model';

/** The port fields a user edits, in the order the diff lists them. */
export const DIFF_FIELDS = [
  'enabled',
  'name',
  'bitrate',
  'dataBitrate',
  'bus_collection_options',
  'bus_collection_trigger',
] as const;

export type DiffField = (typeof DIFF_FIELDS)[number];
export type FieldValue = BusPortConfig[DiffField];

export interface FieldChange {
  field: DiffField;
  from: FieldValue;
  to: FieldValue;
}

export type PortChange =
  | { kind: 'added'; busType: BusType; index: number; port: BusPortConfig }
  | { kind: 'removed'; busType: BusType; index: number; port: BusPortConfig }
  | {
      kind: 'changed';
      busType: BusType;
      index: number;
      port: BusPortConfig;
      changes: FieldChange[];
    };

export interface ConfigDiff {
  ports: PortChange[];
  personalization: { from: number; to: number } | null;
}

const portsOf = (form: ConfigForm, busType: BusType): Map<number, BusPortConfig> =>
  new Map(
    (form.groups.find((g) => g.busType === busType)?.ports ?? []).map((port) => [
      port.index,
      portFromForm(busType, port),
    ]),
  );

const fieldChanges = (before: BusPortConfig, after: BusPortConfig): FieldChange[] =>
  DIFF_FIELDS.flatMap((field) => {
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    return Object.is(from, to) ? [] : [{ field, from, to }];
  });

/**
 * What saving would change, per bus type (spec order) and port index: ports added, removed, and
 * the fields changed with their old and new values, compared as the server would store them.
 */
export const diffConfig = (base: ConfigForm, next: ConfigForm): ConfigDiff => {
  const ports: PortChange[] = [];
  for (const busType of BUS_ORDER) {
    const before = portsOf(base, busType);
    const after = portsOf(next, busType);
    const indexes = [...new Set([...before.keys(), ...after.keys()])].sort((a, b) => a - b);
    for (const index of indexes) {
      const old = before.get(index);
      const now = after.get(index);
      if (old && !now) ports.push({ kind: 'removed', busType, index, port: old });
      else if (!old && now) ports.push({ kind: 'added', busType, index, port: now });
      else if (old && now) {
        const changes = fieldChanges(old, now);
        if (changes.length > 0) ports.push({ kind: 'changed', busType, index, port: now, changes });
      }
    }
  }
  const personalization =
    base.personalization === next.personalization
      ? null
      : { from: base.personalization, to: next.personalization };
  return { ports, personalization };
};

export const isEmptyDiff = (diff: ConfigDiff): boolean =>
  diff.ports.length === 0 && diff.personalization === null;
