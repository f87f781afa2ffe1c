import type { BusType } from '@/api/generated/model';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/class-names';
import type { EnumLabels } from '@/lib/use-enum-labels';

import { hasDataBitrate } from '../bus-types';
import type { PortForm } from '../port-model';
import { busLabels, configStrings as s } from '../strings';
import { type FieldErrors, fieldName, type PortField } from '../validation';

interface PortRowProps {
  busType: BusType;
  port: PortForm;
  errors: FieldErrors;
  options: EnumLabels;
  triggers: EnumLabels;
  onChange: (port: PortForm) => void;
  onToggle: (enabled: boolean) => void;
  onRemove: () => void;
}

const cellInput = 'h-8 text-sm';
const selectClass =
  'h-8 w-full rounded-md border border-slate-300 bg-white px-2 text-sm focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-blue-600/30';

/** One configured port: every field editable in place, its message under the field. */
export function PortRow({
  busType,
  port,
  errors,
  options,
  triggers,
  onChange,
  onToggle,
  onRemove,
}: PortRowProps) {
  // Not the port's name: a label that changed with every keystroke would be re-announced while
  // typing and would stop matching what the user last heard.
  const label = s.portRef(busLabels[busType], port.index);
  const name = (field: PortField) => fieldName(busType, port.index, field);
  const error = (field: PortField) => errors[name(field)];
  const text = (field: 'name' | 'bitrate' | 'dataBitrate', title: string) => (
    <div className="flex flex-col gap-0.5">
      <Input
        id={name(field)}
        name={name(field)}
        aria-label={s.fieldOf(label, title)}
        aria-invalid={error(field) ? true : undefined}
        aria-describedby={error(field) ? `${name(field)}-error` : undefined}
        inputMode={field === 'name' ? undefined : 'numeric'}
        className={cellInput}
        value={port[field]}
        onChange={(event) => onChange({ ...port, [field]: event.target.value })}
      />
      {error(field) ? (
        <span id={`${name(field)}-error`} className="text-xs text-red-700">
          {error(field)}
        </span>
      ) : null}
    </div>
  );
  const choice = (
    field: 'bus_collection_options' | 'bus_collection_trigger',
    title: string,
    labels: EnumLabels,
  ) => (
    <select
      aria-label={s.fieldOf(label, title)}
      className={selectClass}
      value={String(port[field])}
      onChange={(event) => onChange({ ...port, [field]: Number(event.target.value) })}
    >
      {Object.entries(labels).map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
      {labels[port[field]] === undefined ? (
        <option value={String(port[field])}>{s.enumValue(port[field])}</option>
      ) : null}
    </select>
  );

  return (
    <tr className={cn('align-top', !port.enabled && 'bg-slate-50 text-slate-500')}>
      <td className="px-2 py-1.5 tabular-nums">{port.index}</td>
      <td className="px-2 py-1.5">
        <input
          type="checkbox"
          name={name('enabled')}
          aria-label={s.fieldOf(label, s.enabled)}
          className="mt-2 size-4 accent-blue-600"
          checked={port.enabled}
          onChange={(event) => onToggle(event.target.checked)}
        />
      </td>
      <td className="min-w-28 px-2 py-1.5">{text('name', s.portName)}</td>
      <td className="min-w-32 px-2 py-1.5">{text('bitrate', s.bitrate)}</td>
      <td className="min-w-32 px-2 py-1.5">
        {hasDataBitrate(busType) ? text('dataBitrate', s.dataBitrate) : s.notApplicable}
      </td>
      <td className="min-w-28 px-2 py-1.5">
        {choice('bus_collection_options', s.collectionOptions, options)}
      </td>
      <td className="min-w-28 px-2 py-1.5">
        {choice('bus_collection_trigger', s.collectionTrigger, triggers)}
      </td>
      <td className="px-2 py-1.5">
        <button
          type="button"
          aria-label={s.removePort(label)}
          className="mt-1 rounded px-2 py-1 text-xs text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-blue-600"
          onClick={onRemove}
        >
          {s.remove}
        </button>
      </td>
    </tr>
  );
}
