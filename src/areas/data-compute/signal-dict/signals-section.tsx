import { useMemo } from 'react';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';

import { failureText } from '@/api/errors';
import {
  useListSigFormulas,
  useListSignalsByDict,
} from '@/api/generated/endpoints/data-compute/data-compute';
import type { DictSignal } from '@/api/generated/model';
import { useDescribeField } from '@/components/forms/form-context';
import { useFieldError } from '@/components/forms/form-fields';

import { ComputedSignal } from './computed-signal-form';
import { entryOfSignal, isComputed, type SigDictForm } from './form-model';
import { SelectedSignals } from './selected-signals';
import { SignalPicker } from './signal-picker';
import { signalDictStrings as s } from './strings';
import { useSignalEnums } from './use-signal-enums';

// A DBC config's signals do not change while the page is open.
const SIGNALS_STALE_MS = 10 * 60_000;
const ERROR_ID = 'sig-list-error';

/**
 * Picking the dictionary's signals from its DBC config, plus computed ones for a calc type: the
 * form's `sigList` field array, whose messages the picker's search box carries and which takes
 * the focus when the list is what is refused.
 */
export function SignalsSection() {
  const { control } = useFormContext<SigDictForm>();
  useDescribeField('sigList', { label: s.signals, kind: 'choice' });
  const { fields, append, remove } = useFieldArray({ control, name: 'sigList', keyName: 'key' });
  const focusTarget = useController({ control, name: 'sigList' }).field.ref;
  const error = useFieldError('sigList', undefined);
  const dbc = useWatch({ control, name: 'dbc_cfg' });
  const calc = useWatch({ control, name: 'strategy_type' }) === 'calc';
  const signals = useListSignalsByDict(
    { dbc_cfg: dbc },
    { query: { enabled: dbc !== '', staleTime: SIGNALS_STALE_MS } },
  );
  const enums = useSignalEnums();
  const formulas = useListSigFormulas({ query: { enabled: calc, staleTime: SIGNALS_STALE_MS } });

  const selectedIds = useMemo(
    () => new Set(fields.flatMap((e) => (e.signalId === undefined ? [] : [e.signalId]))),
    [fields],
  );
  const names = useMemo(() => new Set(fields.map((e) => e.name)), [fields]);
  const sources = useMemo(() => fields.filter((e) => !isComputed(e)), [fields]);

  const toggleMany = (picked: readonly DictSignal[], selected: boolean) => {
    if (selected) {
      const added = picked.filter((p) => !names.has(p.name)).map(entryOfSignal);
      if (added.length > 0) append(added, { shouldFocus: false });
      return;
    }
    const drop = new Set(picked.map((p) => p.id));
    const at = fields.flatMap((e, i) =>
      e.signalId !== undefined && drop.has(e.signalId) ? [i] : [],
    );
    if (at.length > 0) remove(at);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <SignalPicker
          status={dbc === '' ? 'idle' : signals.status}
          signals={signals.data?.data}
          error={failureText(signals.error, undefined)}
          onRetry={() => void signals.refetch()}
          selectedIds={selectedIds}
          onToggle={(signal, selected) => toggleMany([signal], selected)}
          onToggleMany={toggleMany}
          inputName="sigList"
          inputRef={focusTarget}
          enums={enums}
          invalid={Boolean(error)}
          describedBy={error ? ERROR_ID : undefined}
        />
        <SelectedSignals
          entries={fields}
          onRemove={(name) => {
            const at = fields.findIndex((e) => e.name === name);
            if (at >= 0) remove(at);
          }}
          onClear={() => remove()}
        />
      </div>
      {error ? (
        <p id={ERROR_ID} className="text-xs text-danger-text">
          {error}
        </p>
      ) : null}
      {calc ? (
        <ComputedSignal
          formulas={formulas.data?.data}
          status={formulas.status}
          onRetry={() => void formulas.refetch()}
          sources={sources}
          takenNames={names}
          onAdd={(entry) => append(entry, { shouldFocus: false })}
        />
      ) : null}
    </div>
  );
}
