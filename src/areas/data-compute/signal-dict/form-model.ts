import { createSigDictBodyLimits } from '@/api/generated/limits';
import type {
  DictSignal,
  SigDict,
  SigDictDraft,
  SigDictEntry,
  StrategyType,
} from '@/api/generated/model';
import { isRecord } from '@/lib/is-record';

/** What the handle page edits: the contract's draft with sig_list flattened to its list. */
export interface SigDictForm {
  strategy_name: string;
  strategy_name_chn: string;
  strategy_type: StrategyType;
  dbc_cfg: string;
  sigList: SigDictEntry[];
}

export type SigDictField =
  'strategy_name' | 'strategy_name_chn' | 'strategy_type' | 'dbc_cfg' | 'sigList';

/** Form order, for focusing the first invalid field; each is a control `name` in the form. */
export const FIELD_ORDER: readonly SigDictField[] = [
  'strategy_name',
  'strategy_name_chn',
  'strategy_type',
  'dbc_cfg',
  'sigList',
];

export const emptyForm = (): SigDictForm => ({
  strategy_name: '',
  strategy_name_chn: '',
  strategy_type: 'calc',
  dbc_cfg: '',
  sigList: [],
});

/** The form for a stored dictionary; a copy (add from an existing one) gets a new English name. */
export const formFromSigDict = (dict: SigDict, copy: boolean): SigDictForm => ({
  strategy_name: copy
    ? `${dict.strategy_name}_copy`.slice(0, createSigDictBodyLimits.strategy_name.maxLength)
    : dict.strategy_name,
  strategy_name_chn: dict.strategy_name_chn,
  strategy_type: dict.strategy_type,
  dbc_cfg: dict.dbc_cfg,
  sigList: dict.sig_list.sigList.map((entry) => ({ ...entry })),
});

const cleanEntry = ({ signalId, name, nameChn, unit, formula }: SigDictEntry): SigDictEntry => ({
  ...(signalId === undefined ? {} : { signalId }),
  name,
  nameChn,
  ...(unit ? { unit } : {}),
  formula: formula?.trim() ? formula.trim() : null,
});

/** The request body of createSigDict (and, with the id, updateSigDict). */
export const formToDraft = (form: SigDictForm): SigDictDraft => ({
  strategy_name: form.strategy_name.trim(),
  strategy_name_chn: form.strategy_name_chn.trim(),
  strategy_type: form.strategy_type,
  dbc_cfg: form.dbc_cfg,
  sig_list: { sigList: form.sigList.map(cleanEntry) },
});

export const sameForm = (a: SigDictForm, b: SigDictForm): boolean =>
  JSON.stringify(formToDraft(a)) === JSON.stringify(formToDraft(b));

/** A raw signal of the DBC as a dictionary entry. */
export const entryOfSignal = (signal: DictSignal): SigDictEntry => ({
  signalId: signal.id,
  name: signal.name,
  nameChn: signal.nameChn,
  unit: signal.unit,
  formula: signal.formula ?? null,
});

export const isComputed = (entry: SigDictEntry): boolean =>
  entry.signalId === undefined || Boolean(entry.formula?.trim());

const isEntry = (value: unknown): value is SigDictEntry =>
  isRecord(value) &&
  typeof value.name === 'string' &&
  typeof value.nameChn === 'string' &&
  (value.signalId === undefined || typeof value.signalId === 'number') &&
  (value.unit === undefined || typeof value.unit === 'string') &&
  (value.formula === undefined || value.formula === null || typeof value.formula === 'string');

/** A form read back from storage: anything of another shape reads as no draft. */
export const parseForm = (value: unknown): SigDictForm | undefined => {
  if (!isRecord(value)) return undefined;
  const { strategy_name, strategy_name_chn, strategy_type, dbc_cfg, sigList } = value;
  if (
    typeof strategy_name !== 'string' ||
    typeof strategy_name_chn !== 'string' ||
    (strategy_type !== 'calc' && strategy_type !== 'raw') ||
    typeof dbc_cfg !== 'string' ||
    !Array.isArray(sigList) ||
    !sigList.every(isEntry)
  )
    return undefined;
  return { strategy_name, strategy_name_chn, strategy_type, dbc_cfg, sigList };
};
