import { useFormContext, useWatch } from 'react-hook-form';

import { createSigDictBodyLimits as limits } from '@/api/generated/limits';
import { type DbcCfgOption, StrategyType } from '@/api/generated/model';
import { ChoiceField, type ChoiceOption, TextField } from '@/components/forms/form-fields';
import { formatNumber } from '@/lib/format';

import type { SigDictForm } from './form-model';
import { signalDictStrings as s } from './strings';

const typeOptions: readonly ChoiceOption[] = Object.values(StrategyType).map((value) => ({
  value,
  label: s.typeLabels[value] ?? value,
}));

export interface DictFieldsProps {
  dbcCfgs: readonly DbcCfgOption[] | undefined;
}

/** The dictionary's own fields: names, type and DBC config. */
export function DictFields({ dbcCfgs }: DictFieldsProps) {
  const { control, setValue } = useFormContext<SigDictForm>();
  const dbc = useWatch({ control, name: 'dbc_cfg' });
  // An edited dictionary may use a config no longer offered: keep it selectable.
  const known = dbcCfgs?.some((d) => d.dbc_cfg === dbc) ?? false;
  const dbcOptions: ChoiceOption[] = [
    ...(dbc && !known ? [{ value: dbc, label: dbc }] : []),
    ...(dbcCfgs ?? []).map((d) => ({
      value: d.dbc_cfg,
      label: s.dbcOption(d.dbc_cfg, formatNumber(d.signalCount, 0)),
    })),
  ];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField
        name="strategy_name"
        label={s.strategyName}
        hint={s.strategyNameHint(limits.strategy_name.maxLength)}
        maxLength={limits.strategy_name.maxLength}
        required
      />
      <TextField
        name="strategy_name_chn"
        label={s.strategyNameChn}
        maxLength={limits.strategy_name_chn.maxLength}
        required
      />
      <ChoiceField name="strategy_type" label={s.strategyType} required options={typeOptions} />
      <ChoiceField
        name="dbc_cfg"
        label={s.dbcCfg}
        required
        placeholder={s.dbcPlaceholder}
        options={dbcOptions}
        // Signals belong to their DBC config: another config starts an empty list.
        onValueChange={() => setValue('sigList', [], { shouldDirty: true })}
      />
    </div>
  );
}
