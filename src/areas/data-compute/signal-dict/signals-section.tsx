import { useMemo } from 'react';

import { failureText } from '@/api/errors';
import {
  useListSigFormulas,
  useListSignalsByDict,
} from '@/api/generated/endpoints/data-compute/data-compute';
import type { DictSignal, SigDictEntry } from '@/api/generated/model';

import { ComputedSignalForm } from './computed-signal-form';
import { entryOfSignal, isComputed, type SigDictForm } from './form-model';
import { SelectedSignals } from './selected-signals';
import { SignalPicker } from './signal-picker';

export interface SignalsSectionProps {
  form: SigDictForm;
  error?: string;
  setSigList: (update: (list: SigDictEntry[]) => SigDictEntry[]) => void;
}

// A DBC config's signals do not change while the page is open.
const SIGNALS_STALE_MS = 10 * 60_000;

/** Picking the dictionary's signals from its DBC config, plus computed ones for a calc type. */
export function SignalsSection({ form, error, setSigList }: SignalsSectionProps) {
  const dbc = form.dbc_cfg;
  const signals = useListSignalsByDict(
    { dbc_cfg: dbc },
    { query: { enabled: dbc !== '', staleTime: SIGNALS_STALE_MS } },
  );
  const calc = form.strategy_type === 'calc';
  const formulas = useListSigFormulas({ query: { enabled: calc, staleTime: SIGNALS_STALE_MS } });

  const selectedIds = useMemo(
    () => new Set(form.sigList.flatMap((e) => (e.signalId === undefined ? [] : [e.signalId]))),
    [form.sigList],
  );
  const names = useMemo(() => new Set(form.sigList.map((e) => e.name)), [form.sigList]);
  const sources = useMemo(() => form.sigList.filter((e) => !isComputed(e)), [form.sigList]);

  const toggleMany = (picked: readonly DictSignal[], selected: boolean) =>
    setSigList((list) => {
      if (!selected) {
        const drop = new Set(picked.map((p) => p.id));
        return list.filter((e) => e.signalId === undefined || !drop.has(e.signalId));
      }
      const have = new Set(list.map((e) => e.name));
      return [...list, ...picked.filter((p) => !have.has(p.name)).map(entryOfSignal)];
    });

  const errorId = error ? 'sig-list-error' : undefined;
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
          invalid={Boolean(error)}
          describedBy={errorId}
        />
        <SelectedSignals
          entries={form.sigList}
          onRemove={(name) => setSigList((list) => list.filter((e) => e.name !== name))}
          onClear={() => setSigList(() => [])}
        />
      </div>
      {error ? (
        <p id={errorId} className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
      {calc ? (
        <ComputedSignalForm
          formulas={formulas.data?.data}
          status={formulas.status}
          onRetry={() => void formulas.refetch()}
          sources={sources}
          takenNames={names}
          onAdd={(entry) => setSigList((list) => [...list, entry])}
        />
      ) : null}
    </div>
  );
}
