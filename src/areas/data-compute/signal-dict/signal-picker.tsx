import { type Ref, useDeferredValue, useMemo, useState } from 'react';

import type { DictSignal } from '@/api/generated/model';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { VirtualRows } from '@/components/ui/virtual-rows';
import { formatNumber } from '@/lib/format';

import { buildSignalIndex, filterSignals } from './signal-index';
import { signalDictStrings as s } from './strings';
import type { SignalEnums } from './use-signal-enums';

export interface SignalPickerProps {
  /** 'idle': no DBC config chosen yet. */
  status: 'idle' | 'pending' | 'error' | 'success';
  signals: readonly DictSignal[] | undefined;
  error?: string;
  onRetry?: () => void;
  selectedIds: ReadonlySet<number>;
  onToggle: (signal: DictSignal, selected: boolean) => void;
  onToggleMany: (signals: readonly DictSignal[], selected: boolean) => void;
  /** Name and state of the search input, so form validation can focus and describe it. */
  inputName?: string;
  inputId?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The labels of each signal's server enumerations, shown on its row. */
  enums?: SignalEnums;
  invalid?: boolean;
  describedBy?: string;
}

const EMPTY: readonly DictSignal[] = [];
const count = (n: number) => formatNumber(n, 0);

/** Search and multi-select over all signals of a DBC config (up to 10,000, rows virtualized). */
export function SignalPicker(props: SignalPickerProps) {
  const { status, signals, selectedIds, onToggle, onToggleMany, enums } = props;
  const { inputId, inputName, inputRef, invalid, describedBy } = props;
  const [query, setQuery] = useState('');
  // Typing stays responsive: the list follows the term as soon as React has time for it.
  const deferredQuery = useDeferredValue(query);
  const index = useMemo(() => buildSignalIndex(signals ?? EMPTY), [signals]);
  const shown = useMemo(() => filterSignals(index, deferredQuery), [index, deferredQuery]);
  const total = signals?.length ?? 0;

  const body = () => {
    if (status === 'idle') return <EmptyState title={s.pickerChooseDbc} className="h-80" />;
    if (status === 'pending')
      return (
        <div className="flex h-80 items-center justify-center">
          <Spinner label={s.pickerLoading} className="size-6 text-fg-placeholder" />
        </div>
      );
    if (status === 'error')
      return (
        <Alert title={s.pickerLoadFailed} onRetry={props.onRetry}>
          {props.error}
        </Alert>
      );
    if (shown.length === 0) return <EmptyState title={s.pickerEmpty} className="h-80" />;
    return (
      <VirtualRows
        label={s.pickerTitle}
        items={shown}
        getKey={(signal) => signal.id}
        className="h-80"
        renderRow={(signal) => (
          <label
            data-signal-row=""
            className="flex h-full cursor-pointer items-center gap-2 border-b border-border-subtle px-3 text-sm hover:bg-surface-muted"
          >
            <input
              type="checkbox"
              className="size-4 accent-primary"
              aria-label={signal.name}
              checked={selectedIds.has(signal.id)}
              onChange={(event) => onToggle(signal, event.target.checked)}
            />
            <span className="min-w-0 flex-1 truncate font-mono text-xs text-fg" title={signal.name}>
              {signal.name}
            </span>
            <span className="w-28 shrink-0 truncate text-xs text-fg-muted" title={signal.nameChn}>
              {signal.nameChn}
            </span>
            <span className="w-12 shrink-0 truncate text-xs text-fg-subtle">{signal.unit}</span>
            {enums ? <SignalEnumsCell enums={enums(signal)} /> : null}
            <span className="hidden w-28 shrink-0 truncate text-xs text-fg-subtle 2xl:inline">
              {signal.messageName}
            </span>
          </label>
        )}
      />
    );
  };

  return (
    <section className="flex min-w-0 flex-col gap-2" aria-label={s.pickerTitle}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-fg-soft">{s.pickerTitle}</h3>
        <span className="text-xs text-fg-subtle" aria-live="polite" data-picker-count="">
          {status === 'success' ? s.pickerCount(count(shown.length), count(total)) : null}
        </span>
      </div>
      <Input
        type="search"
        id={inputId}
        ref={inputRef}
        name={inputName}
        aria-label={s.pickerSearch}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        placeholder={s.pickerSearchPlaceholder}
        value={query}
        maxLength={100}
        disabled={status !== 'success'}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          // A filter box: Enter must not save the whole dictionary.
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      {body()}
      <div className="flex gap-2">
        <Button
          size="sm"
          disabled={status !== 'success' || shown.length === 0}
          onClick={() => onToggleMany(shown, true)}
        >
          {s.selectAllShown}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={status !== 'success' || shown.length === 0}
          onClick={() => onToggleMany(shown, false)}
        >
          {s.clearShown}
        </Button>
      </div>
    </section>
  );
}

function SignalEnumsCell({ enums }: { enums: ReturnType<SignalEnums> }) {
  return (
    <span
      data-signal-enums=""
      className="w-32 shrink-0 truncate text-xs text-fg-subtle"
      title={enums.map(([name, value]) => s.signalEnum(name, value)).join(s.enumSeparator)}
    >
      {enums.map(([, value]) => value).join(s.enumValueSeparator)}
    </span>
  );
}
