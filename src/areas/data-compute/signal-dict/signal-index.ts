import type { DictSignal } from '@/api/generated/model';

/** Signals with their search keys, lower-cased once per list rather than on every keystroke. */
export interface SignalIndex {
  signals: readonly DictSignal[];
  keys: readonly string[];
}

export const buildSignalIndex = (signals: readonly DictSignal[]): SignalIndex => ({
  signals,
  keys: signals.map((signal) =>
    `${signal.name}\u0001${signal.nameChn}\u0001${signal.messageName}\u0001${signal.unit}`.toLowerCase(),
  ),
});

/** Signals whose name, Chinese name, message or unit contains the term: one pass over the keys. */
export const filterSignals = (index: SignalIndex, term: string): readonly DictSignal[] => {
  const needle = term.trim().toLowerCase();
  if (!needle) return index.signals;
  const found: DictSignal[] = [];
  const { keys, signals } = index;
  for (let i = 0; i < keys.length; i += 1) {
    if (keys[i]?.includes(needle)) {
      const signal = signals[i];
      if (signal) found.push(signal);
    }
  }
  return found;
};
