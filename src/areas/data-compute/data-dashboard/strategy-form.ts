import type { DatasetStrategy, SigDictEntry, StrategyType } from '@/api/generated/model';
import type { FormRules } from '@/components/forms/use-contract-form';

import { safeDashboardUrl } from './grafana-url';
import { dashboardStrings as s } from './strings';

export interface StrategyFormValues {
  strategy_name: string;
  strategy_name_chn: string;
  strategy_type: StrategyType;
  dbc_cfg: string;
  /** One signal per line: name, nameChn, unit, formula. */
  sigList: string;
  /** One dashboard address per line. */
  grafanaUrls: string;
}

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
    sigList: strategy?.sigList.map(signalLine).join('\n') ?? '',
    grafanaUrls: strategy?.grafanaUrls.join('\n') ?? '',
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

const signalProblem = (text: string, line: number, type: StrategyType) => {
  const [name = '', nameChn = '', , formula = ''] = splitSignal(text);
  if (!name || !nameChn) return s.errors.signalLine(line);
  return formula && type === 'raw' ? s.errors.signalFormulaRaw(line) : undefined;
};

/** What the contract cannot say: the name pattern, and a line's own problem by its number. */
export const strategyRules: FormRules<StrategyFormValues> = (values) => {
  const name = values.strategy_name.trim();
  const url = lines(values.grafanaUrls).find(({ text }) => safeDashboardUrl(text) === null);
  return {
    strategy_name: name !== '' && !NAME_PATTERN.test(name) && s.errors.namePattern,
    sigList: lines(values.sigList)
      .map(({ text, line }) => signalProblem(text, line, values.strategy_type))
      .find(Boolean),
    grafanaUrls: url && s.errors.urlLine(url.line),
  };
};

/** The save body of the form (update adds the id): signal ids of an edited strategy are kept. */
export function toStrategyBody(values: StrategyFormValues, previous: readonly SigDictEntry[] = []) {
  const known = new Map(previous.map((entry) => [entry.name, entry.signalId]));
  const sigList = lines(values.sigList).map(({ text }): SigDictEntry => {
    const [name = '', nameChn = '', unit = '', formula = ''] = splitSignal(text);
    const signalId = known.get(name);
    return {
      ...(signalId === undefined ? {} : { signalId }),
      name,
      nameChn,
      ...(unit ? { unit } : {}),
      formula: formula || null,
    };
  });
  return {
    strategy_name: values.strategy_name.trim(),
    strategy_name_chn: values.strategy_name_chn.trim(),
    strategy_type: values.strategy_type,
    dbc_cfg: values.dbc_cfg.trim(),
    sigList,
    grafanaUrls: [...new Set(lines(values.grafanaUrls).map(({ text }) => text))],
  };
}
