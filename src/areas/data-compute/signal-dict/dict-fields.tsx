import { useFormContext, useWatch } from 'react-hook-form';

import { createSigDictBodyLimits as limits } from '@/api/generated/limits';
import type { DbcCfgOption, StrategyType } from '@/api/generated/model';
import { ControlField } from '@/components/forms/control-field';
import { TextField } from '@/components/forms/form-fields';
import { formatNumber } from '@/lib/format';

import type { SigDictForm } from './form-model';
import { NativeSelect } from './native-select';
import { signalDictStrings as s } from './strings';

export interface DictFieldsProps {
  dbcCfgs: readonly DbcCfgOption[] | undefined;
}

/** The dictionary's own fields: names, type and DBC config. */
export function DictFields({ dbcCfgs }: DictFieldsProps) {
  const { control, setValue } = useFormContext<SigDictForm>();
  const dbc = useWatch({ control, name: 'dbc_cfg' });
  // An edited dictionary may use a config no longer offered: keep it selectable.
  const known = dbcCfgs?.some((d) => d.dbc_cfg === dbc) ?? false;
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
      <ControlField<StrategyType>
        name="strategy_type"
        label={s.strategyType}
        kind="choice"
        required
        render={({ name, value, onChange, onBlur }) => (
          <NativeSelect
            name={name}
            value={value}
            onBlur={onBlur}
            onChange={(event) => onChange(event.target.value as StrategyType)}
          >
            <option value="calc">{s.typeLabels.calc}</option>
            <option value="raw">{s.typeLabels.raw}</option>
          </NativeSelect>
        )}
      />
      <ControlField<string>
        name="dbc_cfg"
        label={s.dbcCfg}
        kind="choice"
        required
        render={({ name, value, onChange, onBlur }) => (
          <NativeSelect
            name={name}
            value={value}
            onBlur={onBlur}
            onChange={(event) => {
              const next = event.target.value;
              // Signals belong to their DBC config: another config starts an empty list.
              if (next !== value) setValue('sigList', [], { shouldDirty: true });
              onChange(next);
            }}
          >
            <option value="">{s.dbcPlaceholder}</option>
            {value && !known ? <option value={value}>{value}</option> : null}
            {dbcCfgs?.map((d) => (
              <option key={d.dbc_cfg} value={d.dbc_cfg}>
                {s.dbcOption(d.dbc_cfg, formatNumber(d.signalCount, 0))}
              </option>
            ))}
          </NativeSelect>
        )}
      />
    </div>
  );
}
