import type { DictSignal } from '@/api/generated/model';
import { type EnumLabels, useEnumLabels } from '@/lib/use-enum-labels';

import { signalDictStrings as s } from './strings';

/** A signal's enumerations as the server names them: [what, label] pairs, in order. */
export type SignalEnums = (signal: DictSignal) => readonly (readonly [string, string])[];

const label = (labels: EnumLabels, id: number): string => labels[String(id)] ?? String(id);

/** Labels of a signal's server enumerations (signal_show_type, signal_alarm_type, use_predef). */
export function useSignalEnums(): SignalEnums {
  const showTypes = useEnumLabels('signal_show_type', s.showTypeFallback);
  const alarmTypes = useEnumLabels('signal_alarm_type', s.alarmTypeFallback);
  const predef = useEnumLabels('use_predef', s.usePredefFallback);
  return (signal) => [
    [s.showType, label(showTypes, signal.signal_show_type)],
    [s.alarmType, label(alarmTypes, signal.signal_alarm_type)],
    [s.usePredef, label(predef, signal.use_predef)],
  ];
}
