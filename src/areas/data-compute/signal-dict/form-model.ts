import { createSigDictBodyLimits } from '@/api/generated/limits';
import type {
  DictSignal,
  SigDict,
  SigDictDraft,
  SigDictEntry,
  StrategyType,
} from '@/api/generated/model';

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

/** Form order: the first field a server check refuses is the one focused. */
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

/**
 * What the form's schema checks: the body of createSigDict with sig_list.sigList lifted to the
 * form's `sigList`, so each rule of the contract is reported on the field that breaks it.
 */
export type SigDictBody = Omit<SigDictDraft, 'sig_list'> & { sigList: SigDictEntry[] };

/** The form values, trimmed and cleaned, as the schema checks them. */
export const formToBody = (form: SigDictForm): SigDictBody => ({
  strategy_name: form.strategy_name.trim(),
  strategy_name_chn: form.strategy_name_chn.trim(),
  strategy_type: form.strategy_type,
  dbc_cfg: form.dbc_cfg,
  sigList: form.sigList.map(cleanEntry),
});

/** The request body of createSigDict (and, with the id, updateSigDict). */
export const bodyToDraft = ({ sigList, ...dict }: SigDictBody): SigDictDraft => ({
  ...dict,
  sig_list: { sigList },
});

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
