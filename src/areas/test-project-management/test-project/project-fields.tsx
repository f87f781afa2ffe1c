import { useFormContext, useWatch } from 'react-hook-form';

import { saveTestProjectBodyLimits as limits } from '@/api/generated/limits';
import { ControlField } from '@/components/forms/control-field';
import { DateField } from '@/components/forms/date-field';
import { ChoiceField, TextField } from '@/components/forms/form-fields';
import { MultiChoiceField } from '@/components/forms/multi-choice-field';
import { MultiSelect } from '@/components/ui/multi-select';

import { NO_TAG, type ProjectValues } from './project-form';
import { testProjectStrings as s } from './strings';
import { useProjectOptions, useStatusLabels } from './use-project-options';

/** Every field of a project, bound to the dialog's form, messages beside them. */
export function ProjectFields() {
  const { options: statuses } = useStatusLabels();
  const { fleets, cars, tags } = useProjectOptions();
  const { setValue, getValues } = useFormContext<ProjectValues>();
  const fleetIds = useWatch<ProjectValues, 'fleetIds'>({ name: 'fleetIds' });
  const inFleets = (ids: readonly number[]) =>
    cars.filter((car) => car.carTeamId !== null && ids.includes(car.carTeamId));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField name="name" label={s.name} required maxLength={limits.name.maxLength + 10} />
      <TextField name="code" label={s.code} required maxLength={limits.code.maxLength + 10} />
      <ChoiceField
        name="status"
        label={s.status}
        options={statuses.map((o) => ({ value: String(o.value), label: o.label }))}
      />
      <ChoiceField
        name="userTagId"
        label={s.userTag}
        options={[
          { value: NO_TAG, label: s.noTag },
          ...tags.map((tag) => ({ value: String(tag.id), label: tag.name })),
        ]}
      />
      <ControlField<number[]>
        name="fleetIds"
        label={s.fleets}
        kind="choice"
        required
        render={(field) => (
          <MultiSelect<number>
            name={field.name}
            placeholder={s.chooseFleets}
            options={fleets.map((f) => ({ value: f.id, label: f.name }))}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(next) => {
              field.onChange(next);
              // Cars follow their fleets: a car whose fleet is no longer chosen leaves the project.
              const kept = new Set(inFleets(next).map((c) => c.id));
              setValue(
                'carIds',
                getValues('carIds').filter((id) => kept.has(id)),
              );
            }}
          />
        )}
      />
      <MultiChoiceField<number>
        name="carIds"
        label={s.cars}
        placeholder={s.chooseCars}
        options={inFleets(fleetIds).map((c) => ({ value: c.id, label: `${c.plate} · ${c.vin}` }))}
      />
      <DateField name="startDate" label={s.startDate} />
      <DateField name="endDate" label={s.endDate} />
      <TextField name="plannedMileage" label={s.plannedMileage} required />
      <TextField name="plannedHours" label={s.plannedHours} required />
      <TextField name="description" label={s.description} className="sm:col-span-2" />
    </div>
  );
}
