import { useState } from 'react';
import {
  type FieldError,
  get,
  useFieldArray,
  useFormContext,
  useFormState,
  useWatch,
} from 'react-hook-form';

import type { BusType } from '@/api/generated/model';
import { padSlots } from '@/lib/bus-ports';
import type { EnumLabels } from '@/lib/use-enum-labels';

import { BUS_CAPACITY, busKey, newPort } from '../bus-types';
import { addRefusal, enabledCount, enableRefusal, firstFreeIndex } from '../capacity';
import { type ConfigForm, type GroupForm, portToForm } from '../port-model';
import { busLabels, configStrings as s } from '../strings';
import { addButtonName, portsPath } from '../validation';
import { GroupAddButton } from './group-add-button';
import { PortRow } from './port-row';

interface BusGroupProps {
  /** The group's place in the form. */
  at: number;
  busType: BusType;
  options: EnumLabels;
  triggers: EnumLabels;
}

const addButton =
  'rounded px-2 py-1 text-xs text-primary-text hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-focus';

/**
 * One bus type: its usage against the capacity, one add control for the group, and its slots (at
 * least 16). Only a free slot a port may take offers its own add button; the slots beyond capacity
 * are plain text, so the keyboard never stops on a button that can only be refused.
 */
export function BusGroup({ at, busType, options, triggers }: BusGroupProps) {
  const name = portsPath(at);
  const { control } = useFormContext<ConfigForm>();
  const { fields, insert, remove } = useFieldArray({ control, name, keyName: 'key' });
  const ports = useWatch({ control, name });
  const { errors } = useFormState({ control, name });
  const overCapacity = (get(errors, name) as FieldError | undefined)?.message;
  const [refusal, setRefusal] = useState<string | null>(null);
  // The live values for counts and refusals; the rows follow the field array.
  const group: GroupForm = { busType, ports: ports ?? fields };
  const capacity = BUS_CAPACITY[busType];
  const label = busLabels[busType];
  const key = busKey(busType);
  const titleId = `${key}-title`;
  const next = firstFreeIndex(group);

  const add = (index: number) => {
    const refused = addRefusal(group, index);
    setRefusal(refused);
    if (refused) return;
    const position = group.ports.filter((p) => p.index < index).length;
    // Focus stays on the add button, so Enter adds the next port as it did before.
    insert(position, portToForm(newPort(busType, index)), { shouldFocus: false });
  };
  const toggle = (enabled: boolean): boolean => {
    const refused = enabled ? enableRefusal(group) : null;
    setRefusal(refused);
    return !refused;
  };
  const shown = refusal ?? overCapacity;

  return (
    <section aria-labelledby={titleId} className="rounded-md border border-border-muted bg-surface">
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-border-muted px-3 py-2">
        <h2 id={titleId} className="text-sm font-semibold text-fg">
          {label}
        </h2>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="text-xs text-fg-muted tabular-nums">
            {s.usage(group.ports.length, capacity)} · {s.enabledCount(enabledCount(group))}
          </p>
          <GroupAddButton
            name={addButtonName(busType)}
            label={s.addPortTo(label)}
            refusal={addRefusal(group, next)}
            refusalId={`${key}-full`}
            onAdd={() => add(next)}
          />
        </div>
      </header>
      {shown ? (
        <p
          role="alert"
          className="border-b border-danger-border bg-danger-soft px-3 py-2 text-sm text-danger-strong"
        >
          {shown}
        </p>
      ) : null}
      <div className="max-h-96 overflow-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="sticky top-0 bg-surface-muted text-left text-xs text-fg-muted">
            <tr>
              <th scope="col" className="px-2 py-1.5">
                {s.slot}
              </th>
              <th scope="col" className="px-2 py-1.5">
                {s.enabled}
              </th>
              <th scope="col" className="px-2 py-1.5">
                {s.portName}
              </th>
              <th scope="col" className="px-2 py-1.5">
                {s.bitrate}
              </th>
              <th scope="col" className="px-2 py-1.5">
                {s.dataBitrate}
              </th>
              <th scope="col" className="px-2 py-1.5">
                {s.collectionOptions}
              </th>
              <th scope="col" className="px-2 py-1.5">
                {s.collectionTrigger}
              </th>
              <th scope="col" className="px-2 py-1.5">
                {s.actions}
              </th>
            </tr>
          </thead>
          <tbody>
            {padSlots(busType, fields).map((slot) =>
              slot.port ? (
                <PortRow
                  key={slot.port.key}
                  busType={busType}
                  group={at}
                  at={fields.indexOf(slot.port)}
                  index={slot.index}
                  options={options}
                  triggers={triggers}
                  onToggle={toggle}
                  onRemove={() => {
                    setRefusal(null);
                    remove(fields.findIndex((f) => f.index === slot.index));
                  }}
                />
              ) : (
                <tr key={slot.index} className="text-fg-subtle">
                  <td className="px-2 py-1 tabular-nums">{slot.index}</td>
                  <td colSpan={6} className="px-2 py-1 text-xs">
                    {slot.withinCapacity ? s.emptySlot : s.beyondCapacity}
                  </td>
                  <td className="px-2 py-1">
                    {addRefusal(group, slot.index) ? null : (
                      <button
                        type="button"
                        className={addButton}
                        aria-label={s.addSlot(s.portRef(label, slot.index))}
                        onClick={() => add(slot.index)}
                      >
                        {s.addPort}
                      </button>
                    )}
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
