import type { DbcCfgOption, StrategyType } from '@/api/generated/model';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatNumber } from '@/lib/format';

import type { SigDictForm } from './form-model';
import { NativeSelect } from './native-select';
import { signalDictStrings as s } from './strings';
import { type FormErrors, limits } from './validation';

export interface DictFieldsProps {
  form: SigDictForm;
  errors: FormErrors;
  dbcCfgs: readonly DbcCfgOption[] | undefined;
  onChange: (patch: Partial<SigDictForm>) => void;
}

/** The dictionary's own fields: names, type and DBC config. */
export function DictFields({ form, errors, dbcCfgs, onChange }: DictFieldsProps) {
  // An edited dictionary may use a config no longer offered: keep it selectable.
  const known = dbcCfgs?.some((d) => d.dbc_cfg === form.dbc_cfg) ?? false;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormField
        label={s.strategyName}
        error={errors.strategy_name}
        hint={s.strategyNameHint(limits.name)}
        required
      >
        <Input
          name="strategy_name"
          autoComplete="off"
          maxLength={limits.name}
          value={form.strategy_name}
          onChange={(event) => onChange({ strategy_name: event.target.value })}
        />
      </FormField>
      <FormField label={s.strategyNameChn} error={errors.strategy_name_chn} required>
        <Input
          name="strategy_name_chn"
          autoComplete="off"
          maxLength={limits.nameChn}
          value={form.strategy_name_chn}
          onChange={(event) => onChange({ strategy_name_chn: event.target.value })}
        />
      </FormField>
      <FormField label={s.strategyType} error={errors.strategy_type} required>
        <NativeSelect
          name="strategy_type"
          value={form.strategy_type}
          onChange={(event) => onChange({ strategy_type: event.target.value as StrategyType })}
        >
          <option value="calc">{s.typeLabels.calc}</option>
          <option value="raw">{s.typeLabels.raw}</option>
        </NativeSelect>
      </FormField>
      <FormField label={s.dbcCfg} error={errors.dbc_cfg} required>
        <NativeSelect
          name="dbc_cfg"
          value={form.dbc_cfg}
          onChange={(event) => onChange({ dbc_cfg: event.target.value })}
        >
          <option value="">{s.dbcPlaceholder}</option>
          {form.dbc_cfg && !known ? <option value={form.dbc_cfg}>{form.dbc_cfg}</option> : null}
          {dbcCfgs?.map((d) => (
            <option key={d.dbc_cfg} value={d.dbc_cfg}>
              {s.dbcOption(d.dbc_cfg, formatNumber(d.signalCount, 0))}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </div>
  );
}
