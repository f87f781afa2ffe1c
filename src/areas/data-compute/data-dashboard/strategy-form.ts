import { saveDatasetStrategyBodyLimits as limits } from '@/api/generated/limits';
import type {
  DatasetStrategy,
  DatasetStrategySaveRequest,
  SigDictEntry,
  StrategyType,
} from '@/api/generated/model';
import { GRAFANA_URL_MAX, safeDashboardUrl } from './grafana-url';
import { dashboardStrings as s } from './strings';

export interface StrategyFormValues {
  strategy_name: string;
  strategy_name_chn: string;
  strategy_type: StrategyType;
  dbc_cfg: string;
  /** One signal per line: name, nameChn, unit, formula. */
  signals: string;
  /** One dashboard address per line. */
  urls: string;
}

export type StrategyField = keyof StrategyFormValues;
export type StrategyErrors = Partial<Record<StrategyField, string>>;

/** Field order for focusing the first invalid one. */
export const strategyFieldOrder: readonly StrategyField[] = [
  'strategy_name',
  'strategy_name_chn',
  'strategy_type',
  'dbc_cfg',
  'signals',
  'urls',
];

const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

const signalLine = (entry: SigDictEntry): string =>
  [entry.name, entry.nameChn, entry.unit ?? '', entry.formula ?? '']
    .join(', ')
    .replace(/(, )+$/, '');

export function strategyFormValues(strategy?: DatasetStrategy): StrategyFormValues {
  return {
    strategy_name: strategy?.strategy_name ?? '',
    strategy_name_chn: strategy?.strategy_name_chn ?? '',
    strategy_type: strategy?.strategy_type ?? 'calc',
    dbc_cfg: strategy?.dbc_cfg ?? '',
    signals: strategy?.sigList.map(signalLine).join('\n') ?? '',
    urls: strategy?.grafanaUrls.join('\n') ?? '',
  };
}

const lines = (text: string): { text: string; line: number }[] =>
  text
    .split(/\r?\n/)
    .map((value, index) => ({ text: value.trim(), line: index + 1 }))
    .filter((item) => item.text !== '');

/** Splits "name, nameChn, unit, formula"; the formula keeps any commas of its own. */
const splitSignal = (text: string): string[] => {
  const parts: string[] = [];
  let rest = text;
  for (let i = 0; i < 3; i += 1) {
    const at = rest.search(/[,，\t]/);
    if (at < 0) break;
    parts.push(rest.slice(0, at).trim());
    rest = rest.slice(at + 1);
  }
  parts.push(rest.trim());
  return parts;
};

const parseSignals = (
  values: StrategyFormValues,
  previous: readonly SigDictEntry[],
): { sigList: SigDictEntry[]; error?: string } => {
  const items = lines(values.signals);
  if (items.length === 0) return { sigList: [], error: s.errors.signalsRequired };
  if (items.length > limits.sigList.maxItems) return { sigList: [], error: s.errors.signalTooMany };
  const known = new Map(previous.map((entry) => [entry.name, entry.signalId]));
  const sigList: SigDictEntry[] = [];
  for (const { text, line } of items) {
    const [name = '', nameChn = '', unit = '', formula = ''] = splitSignal(text);
    if (!name || !nameChn || name.length > 128 || nameChn.length > 128) {
      return { sigList: [], error: s.errors.signalLine(line) };
    }
    if (formula && values.strategy_type === 'raw') {
      return { sigList: [], error: s.errors.signalFormulaRaw(line) };
    }
    const signalId = known.get(name);
    sigList.push({
      ...(signalId === undefined ? {} : { signalId }),
      name,
      nameChn,
      ...(unit ? { unit: unit.slice(0, 32) } : {}),
      formula: formula ? formula.slice(0, 1000) : null,
    });
  }
  return { sigList };
};

const parseUrls = (text: string): { urls: string[]; error?: string } => {
  const items = lines(text);
  if (items.length > limits.grafanaUrls.maxItems) return { urls: [], error: s.errors.urlsTooMany };
  const urls: string[] = [];
  for (const { text: value, line } of items) {
    const safe = value.length <= GRAFANA_URL_MAX ? safeDashboardUrl(value) : null;
    if (safe === null) return { urls: [], error: s.errors.urlLine(line) };
    urls.push(value);
  }
  return { urls: [...new Set(urls)] };
};

const textError = (value: string, max: number, required: string): string | undefined => {
  if (value.trim() === '') return required;
  return value.trim().length > max ? s.errors.tooLong(max) : undefined;
};

/** Checks the form and, when it is valid, builds the save request (update adds the id). */
export function validateStrategyForm(
  values: StrategyFormValues,
  previous: readonly SigDictEntry[] = [],
): { errors: StrategyErrors; request?: DatasetStrategySaveRequest } {
  const errors: StrategyErrors = {};
  const name = values.strategy_name.trim();
  errors.strategy_name =
    textError(name, limits.strategy_name.maxLength, s.errors.nameRequired) ??
    (NAME_PATTERN.test(name) ? undefined : s.errors.namePattern);
  errors.strategy_name_chn = textError(
    values.strategy_name_chn,
    limits.strategy_name_chn.maxLength,
    s.errors.nameChnRequired,
  );
  errors.dbc_cfg = textError(values.dbc_cfg, limits.dbc_cfg.maxLength, s.errors.dbcRequired);
  const signals = parseSignals(values, previous);
  errors.signals = signals.error;
  const urls = parseUrls(values.urls);
  errors.urls = urls.error;
  const clean = Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as StrategyErrors;
  if (Object.keys(clean).length > 0) return { errors: clean };
  return {
    errors: clean,
    request: {
      strategy_name: name,
      strategy_name_chn: values.strategy_name_chn.trim(),
      strategy_type: values.strategy_type,
      dbc_cfg: values.dbc_cfg.trim(),
      sigList: signals.sigList,
      grafanaUrls: urls.urls,
    },
  };
}
