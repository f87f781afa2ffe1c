import { saveTestProjectBodyLimits as limits } from '@/api/generated/limits';
import { DatePicker } from '@/components/ui/date-picker';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MultiSelect } from '@/components/ui/multi-select';
import { SelectItem } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-field';

import { dateToDay, dayToDate } from './days';
import type { ProjectErrors, ProjectForm } from './project-form';
import { testProjectStrings as s } from './strings';
import { useProjectOptions, useStatusLabels } from './use-project-options';

const NONE = 'none';

interface ProjectFieldsProps {
  form: ProjectForm;
  errors: ProjectErrors;
  onChange: (patch: Partial<ProjectForm>) => void;
}

/** Every field of a project, messages beside them. */
export function ProjectFields({ form, errors, onChange }: ProjectFieldsProps) {
  const { options: statuses } = useStatusLabels();
  const { fleets, cars, tags } = useProjectOptions();
  const fleetCars = cars.filter(
    (car) => car.carTeamId !== null && form.fleetIds.includes(car.carTeamId),
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={s.name} error={errors.name} required>
        <Input
          name="name"
          autoComplete="off"
          maxLength={limits.name.maxLength + 10}
          value={form.name}
          onChange={(e) => onChange({ name: e.target.value })}
        />
      </FormField>
      <FormField label={s.code} error={errors.code} required>
        <Input
          name="code"
          autoComplete="off"
          maxLength={limits.code.maxLength + 10}
          value={form.code}
          onChange={(e) => onChange({ code: e.target.value })}
        />
      </FormField>
      <SelectField
        label={s.status}
        value={String(form.status)}
        onValueChange={(value) => onChange({ status: Number(value) })}
      >
        {statuses.map((option) => (
          <SelectItem key={option.value} value={String(option.value)}>
            {option.label}
          </SelectItem>
        ))}
      </SelectField>
      <SelectField
        label={s.userTag}
        value={form.userTagId === null ? NONE : String(form.userTagId)}
        onValueChange={(value) => onChange({ userTagId: value === NONE ? null : Number(value) })}
      >
        <SelectItem value={NONE}>{s.noTag}</SelectItem>
        {tags.map((tag) => (
          <SelectItem key={tag.id} value={String(tag.id)}>
            {tag.name}
          </SelectItem>
        ))}
      </SelectField>
      <FormField label={s.fleets} error={errors.fleetIds} required>
        <MultiSelect
          name="fleetIds"
          placeholder={s.chooseFleets}
          options={fleets.map((f) => ({ value: f.id, label: f.name }))}
          value={form.fleetIds}
          onChange={(fleetIds) =>
            // Cars follow their fleets: a car whose fleet is no longer chosen leaves the project.
            onChange({
              fleetIds,
              carIds: form.carIds.filter((id) =>
                cars.some(
                  (c) => c.id === id && c.carTeamId !== null && fleetIds.includes(c.carTeamId),
                ),
              ),
            })
          }
        />
      </FormField>
      <FormField label={s.cars}>
        <MultiSelect
          name="carIds"
          placeholder={s.chooseCars}
          options={fleetCars.map((c) => ({ value: c.id, label: `${c.plate} · ${c.vin}` }))}
          value={form.carIds}
          onChange={(carIds) => onChange({ carIds })}
        />
      </FormField>
      <div className="flex flex-col gap-1">
        <DatePicker
          kind="date"
          name="startDate"
          label={s.startDate}
          invalid={Boolean(errors.startDate)}
          value={dayToDate(form.startDate)}
          onValueChange={(date) => onChange({ startDate: dateToDay(date) ?? '' })}
        />
        {errors.startDate ? <p className="text-xs text-red-700">{errors.startDate}</p> : null}
      </div>
      <div className="flex flex-col gap-1">
        <DatePicker
          kind="date"
          name="endDate"
          label={s.endDate}
          invalid={Boolean(errors.endDate)}
          value={dayToDate(form.endDate)}
          onValueChange={(date) => onChange({ endDate: dateToDay(date) ?? '' })}
        />
        {errors.endDate ? <p className="text-xs text-red-700">{errors.endDate}</p> : null}
      </div>
      <FormField label={s.plannedMileage} error={errors.plannedMileage} required>
        <Input
          name="plannedMileage"
          inputMode="decimal"
          value={form.plannedMileage}
          onChange={(e) => onChange({ plannedMileage: e.target.value })}
        />
      </FormField>
      <FormField label={s.plannedHours} error={errors.plannedHours} required>
        <Input
          name="plannedHours"
          inputMode="decimal"
          value={form.plannedHours}
          onChange={(e) => onChange({ plannedHours: e.target.value })}
        />
      </FormField>
      <FormField label={s.description} error={errors.description} className="sm:col-span-2">
        <Input
          name="description"
          autoComplete="off"
          value={form.description}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </FormField>
    </div>
  );
}
