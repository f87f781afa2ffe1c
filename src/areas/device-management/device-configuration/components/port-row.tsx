import { type FieldError, get, useController, useFormContext, useFormState } from 'react-hook-form';

import type { BusType } from '@/api/generated/model';
import { useDescribeField } from '@/components/forms/form-context';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/class-names';
import type { EnumLabels } from '@/lib/use-enum-labels';

import { hasDataBitrate } from '../bus-types';
import type { ConfigForm } from '../port-model';
import { busLabels, configStrings as s } from '../strings';
import { fieldId, portPath } from '../validation';

interface PortRowProps {
  busType: BusType;
  /** The group's place in the form and the port's place in its group. */
  group: number;
  at: number;
  /** The port's slot. */
  index: number;
  options: EnumLabels;
  triggers: EnumLabels;
  /** Whether the port may be switched on or off now (false: the group says why). */
  onToggle: (enabled: boolean) => boolean;
  onRemove: () => void;
}

const cellInput = 'h-8 text-sm';
const selectClass =
  'h-8 w-full rounded-md border border-border bg-surface px-2 text-sm focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-focus/30';

interface CellProps {
  name: `groups.${number}.ports.${number}.${'name' | 'bitrate' | 'dataBitrate'}`;
  id: string;
  label: string;
  numeric: boolean;
}

/** One typed field of a port, bound to the form: its message under it. */
function TextCell({ name, id, label, numeric }: CellProps) {
  useDescribeField(name, { label, kind: 'text' });
  const { register } = useFormContext<ConfigForm>();
  const { errors } = useFormState<ConfigForm>({ name });
  const message = (get(errors, name) as FieldError | undefined)?.message;
  return (
    <div className="flex flex-col gap-0.5">
      <Input
        id={id}
        aria-label={label}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete="off"
        className={cellInput}
        {...register(name)}
      />
      {message ? (
        <span id={`${id}-error`} className="text-xs text-danger-text">
          {message}
        </span>
      ) : null}
    </div>
  );
}

interface ChoiceCellProps {
  name: `groups.${number}.ports.${number}.${'bus_collection_options' | 'bus_collection_trigger'}`;
  label: string;
  labels: EnumLabels;
}

function ChoiceCell({ name, label, labels }: ChoiceCellProps) {
  useDescribeField(name, { label, kind: 'choice' });
  const { value, onChange, onBlur, ref } = useController<ConfigForm, typeof name>({ name }).field;
  return (
    <select
      ref={ref}
      name={name}
      aria-label={label}
      className={selectClass}
      value={String(value)}
      onBlur={onBlur}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {Object.entries(labels).map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
      {labels[value] === undefined ? (
        <option value={String(value)}>{s.enumValue(value)}</option>
      ) : null}
    </select>
  );
}

/** One configured port: every field editable in place, its message under the field. */
export function PortRow({
  busType,
  group,
  at,
  index,
  options,
  triggers,
  onToggle,
  onRemove,
}: PortRowProps) {
  // Not the port's name: a label that changed with every keystroke would be re-announced while
  // typing and would stop matching what the user last heard.
  const label = s.portRef(busLabels[busType], index);
  const enabledName = portPath(group, at, 'enabled');
  const {
    value: enabled,
    onChange: setEnabled,
    onBlur,
    ref,
  } = useController<ConfigForm, typeof enabledName>({ name: enabledName }).field;
  const text = (field: 'name' | 'bitrate' | 'dataBitrate', title: string) => (
    <TextCell
      name={portPath(group, at, field)}
      id={fieldId(busType, index, field)}
      label={s.fieldOf(label, title)}
      numeric={field !== 'name'}
    />
  );
  return (
    <tr className={cn('align-top', !enabled && 'bg-surface-muted text-fg-subtle')}>
      <td className="px-2 py-1.5 tabular-nums">{index}</td>
      <td className="px-2 py-1.5">
        <input
          ref={ref}
          type="checkbox"
          name={enabledName}
          aria-label={s.fieldOf(label, s.enabled)}
          className="mt-2 size-4 accent-primary"
          checked={enabled}
          onBlur={onBlur}
          onChange={(event) => {
            if (onToggle(event.target.checked)) setEnabled(event.target.checked);
          }}
        />
      </td>
      <td className="min-w-28 px-2 py-1.5">{text('name', s.portName)}</td>
      <td className="min-w-32 px-2 py-1.5">{text('bitrate', s.bitrate)}</td>
      <td className="min-w-32 px-2 py-1.5">
        {hasDataBitrate(busType) ? text('dataBitrate', s.dataBitrate) : s.notApplicable}
      </td>
      <td className="min-w-28 px-2 py-1.5">
        <ChoiceCell
          name={portPath(group, at, 'bus_collection_options')}
          label={s.fieldOf(label, s.collectionOptions)}
          labels={options}
        />
      </td>
      <td className="min-w-28 px-2 py-1.5">
        <ChoiceCell
          name={portPath(group, at, 'bus_collection_trigger')}
          label={s.fieldOf(label, s.collectionTrigger)}
          labels={triggers}
        />
      </td>
      <td className="px-2 py-1.5">
        <button
          type="button"
          aria-label={s.removePort(label)}
          className="mt-1 rounded px-2 py-1 text-xs text-danger-text hover:bg-danger-soft focus-visible:outline-2 focus-visible:outline-focus"
          onClick={onRemove}
        >
          {s.remove}
        </button>
      </td>
    </tr>
  );
}
