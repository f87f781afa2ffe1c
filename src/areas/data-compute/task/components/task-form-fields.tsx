import { useWatch } from 'react-hook-form';

import { addDatasetTaskBodyLimits as limits } from '@/api/generated/limits';
import { AuthorizedButton } from '@/components/auth/authorized';
import { DateTimeField } from '@/components/forms/date-time-field';
import { ChoiceField, TextField } from '@/components/forms/form-fields';
import { MultiChoiceField } from '@/components/forms/multi-choice-field';

import { useTaskOptions } from '../hooks/use-task-options';
import { taskStrings as s } from '../strings';

export interface StrategyChoice {
  id: number;
  name: string;
}

interface TaskFormFieldsProps {
  strategies: readonly StrategyChoice[] | undefined;
  strategiesLoading: boolean;
  onSaveDataset: (strategy: StrategyChoice) => void;
  disabled?: boolean;
}

/** The fields of the task form, bound to it by name. */
export function TaskFormFields({
  strategies,
  strategiesLoading,
  onSaveDataset,
  disabled,
}: TaskFormFieldsProps) {
  const { vins, versions, portTypes } = useTaskOptions();
  const strategyId = useWatch({ name: 'strategyId' }) as string;
  const chosen = strategies?.find((item) => String(item.id) === strategyId);
  return (
    <fieldset disabled={disabled} className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <TextField
        name="name"
        label={s.formName}
        required
        className="md:col-span-2"
        maxLength={limits.name.maxLength + 10}
        placeholder={s.formNamePlaceholder}
      />
      <div className="flex items-start gap-2 md:col-span-2">
        <ChoiceField
          name="strategyId"
          label={s.formStrategy}
          required
          className="flex-1"
          disabled={disabled}
          placeholder={strategiesLoading ? s.optionsLoading : s.formStrategyPlaceholder}
          options={(strategies ?? []).map((item) => ({
            value: String(item.id),
            label: item.name,
          }))}
        />
        <AuthorizedButton
          code="compute:task-edit"
          onClick={() => (chosen ? onSaveDataset(chosen) : undefined)}
          disabled={!chosen}
          title={chosen ? undefined : s.chooseStrategyFirst}
          className="mt-6"
        >
          {s.saveDataset}
        </AuthorizedButton>
      </div>
      <MultiChoiceField name="vins" label={s.formVins} required {...vins} />
      <MultiChoiceField
        name="versions"
        label={s.formVersions}
        hint={s.formVersionsHint}
        placeholder={s.anyVersion}
        {...versions}
      />
      <MultiChoiceField name="portTypes" label={s.formPortTypes} required {...portTypes} />
      <div className="hidden md:block" />
      <DateTimeField name="startTime" label={s.startTime} />
      <DateTimeField name="endTime" label={s.endTime} timeOfDay="end" />
    </fieldset>
  );
}
