import { addDatasetTaskBodyLimits as limits } from '@/api/generated/limits';
import { TimeField } from '@/components/forms/time-field';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectItem } from '@/components/ui/select';
import { useTaskOptions } from '../hooks/use-task-options';
import { taskStrings as s } from '../strings';
import type { TaskFormErrors, TaskFormValues } from '../task-form-values';
import { MultiSelect } from '@/components/ui/multi-select';
import { SelectField } from '@/components/ui/select-field';

export interface StrategyChoice {
  id: number;
  name: string;
}

interface TaskFormFieldsProps {
  values: TaskFormValues;
  errors: TaskFormErrors;
  onChange: (patch: Partial<TaskFormValues>) => void;
  strategies: readonly StrategyChoice[] | undefined;
  strategiesLoading: boolean;
  onSaveDataset: () => void;
  disabled?: boolean;
}

export function TaskFormFields({
  values,
  errors,
  onChange,
  strategies,
  strategiesLoading,
  onSaveDataset,
  disabled,
}: TaskFormFieldsProps) {
  const { vins, versions, portTypes } = useTaskOptions();
  return (
    <fieldset disabled={disabled} className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <FormField label={s.formName} error={errors.name} required className="md:col-span-2">
        <Input
          name="name"
          maxLength={limits.name.maxLength + 10}
          placeholder={s.formNamePlaceholder}
          value={values.name}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      </FormField>
      <div className="flex items-end gap-2 md:col-span-2">
        <SelectField
          label={s.formStrategy}
          name="strategyId"
          error={errors.strategyId}
          required
          className="flex-1"
          value={values.strategyId === null ? '' : String(values.strategyId)}
          onValueChange={(next) => onChange({ strategyId: Number(next) })}
          disabled={disabled}
          placeholder={strategiesLoading ? s.optionsLoading : s.formStrategyPlaceholder}
        >
          {(strategies ?? []).map((strategy) => (
            <SelectItem key={strategy.id} value={String(strategy.id)}>
              {strategy.name}
            </SelectItem>
          ))}
        </SelectField>
        <Button
          onClick={onSaveDataset}
          disabled={values.strategyId === null}
          title={values.strategyId === null ? s.chooseStrategyFirst : undefined}
          className={errors.strategyId ? 'mb-5' : undefined}
        >
          {s.saveDataset}
        </Button>
      </div>
      <FormField label={s.formVins} error={errors.vins} required>
        <MultiSelect
          name="vins"
          {...vins}
          value={values.vins}
          onChange={(next) => onChange({ vins: next })}
        />
      </FormField>
      <FormField label={s.formVersions} error={errors.versions} hint={s.formVersionsHint}>
        <MultiSelect
          name="versions"
          {...versions}
          placeholder={s.anyVersion}
          value={values.versions}
          onChange={(next) => onChange({ versions: next })}
        />
      </FormField>
      <FormField label={s.formPortTypes} error={errors.portTypes} required>
        <MultiSelect
          name="portTypes"
          {...portTypes}
          value={values.portTypes}
          onChange={(next) => onChange({ portTypes: next })}
        />
      </FormField>
      <div className="hidden md:block" />
      <TimeField
        name="startTime"
        label={s.startTime}
        value={values.startTime}
        error={errors.startTime}
        onChange={(startTime) => onChange({ startTime })}
      />
      <TimeField
        name="endTime"
        label={s.endTime}
        value={values.endTime}
        error={errors.endTime}
        timeOfDay="end"
        onChange={(endTime) => onChange({ endTime })}
      />
    </fieldset>
  );
}
