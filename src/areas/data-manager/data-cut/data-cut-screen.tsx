import { getRouteApi } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';

import { failureText } from '@/api/errors';
import { useSliceDatasetFiles } from '@/api/generated/endpoints/data-manager/data-manager';
import { Button } from '@/components/ui/button';
import { ChoiceFilter } from '@/components/ui/choice-filter';
import { DateRangePicker } from '@/components/ui/date-picker';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { MultiSelect } from '@/components/ui/multi-select';
import { formatDateTime } from '@/lib/format';
import { focusFirstInvalid } from '@/lib/forms';

import { useFileOptions } from '../original-data/hooks/use-file-options';
import { SliceFileList } from './components/slice-file-list';
import { SliceOutcomeView } from './components/slice-outcome-view';
import { useSliceMemory } from './hooks/use-slice-memory';
import {
  EMPTY_FORM,
  formFromSearch,
  readTime,
  type SliceField,
  type SliceForm,
  validateSlice,
  writeTime,
} from './slice-form';
import { dataCutStrings as s, slicePorts } from './strings';

const route = getRouteApi('/_app/data-manager/data-cut');
const ORDER: readonly SliceField[] = ['vin', 'startTime', 'fileIds'];
const portOptions = slicePorts.map((port) => ({ value: port as string, label: port }));

/** Data cut: a car, a window and its files or ports; the job lands in the download centre. */
export function DataCutScreen() {
  const search = route.useSearch();
  const memory = useSliceMemory();
  const [form, setFormState] = useState<SliceForm>(() => formFromSearch(search, memory.storedForm));
  const [errors, setErrors] = useState<Partial<Record<SliceField, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const { cars } = useFileOptions(undefined);
  const slice = useSliceDatasetFiles();

  const setForm = (patch: Partial<SliceForm>) => {
    const next = { ...form, ...patch };
    setFormState(next);
    memory.remember(next);
  };
  const plateOf = (vin: string) =>
    cars?.find((car) => car.value === vin)?.label.split(' · ')[0] ?? vin;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSlice(form, s);
    setErrors(found);
    if (focusFirstInvalid(formRef.current, ORDER, found)) return;
    const start = readTime(form.startTime);
    const end = readTime(form.endTime);
    if (!start || !end) return;
    const at = formatDateTime(new Date());
    const base = { form, plate: plateOf(form.vin), at };
    slice.mutate(
      {
        data: {
          vin: form.vin,
          startTime: start.toISOString(),
          endTime: end.toISOString(),
          ...(form.fileIds.length > 0 ? { fileIds: form.fileIds } : {}),
          ...(form.fileIds.length === 0 && form.portTypes.length > 0
            ? { portTypes: form.portTypes }
            : {}),
        },
      },
      {
        onSuccess: ({ data }) => memory.remember(form, { ...base, ticket: data, error: null }),
        // A list code arrives as an error with the server's msg (the HTTP client's rule).
        onError: (error) =>
          memory.remember(form, {
            ...base,
            ticket: null,
            error: failureText(error, s.failed),
          }),
      },
    );
  };

  const start = readTime(form.startTime);
  return (
    <div className="flex flex-col gap-4">
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        aria-label={s.formTitle}
        className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
      >
        <div className="flex flex-wrap items-start gap-3">
          <div className="flex flex-col gap-1">
            <ChoiceFilter
              label={s.car}
              allLabel={s.carPlaceholder}
              value={form.vin || undefined}
              options={cars}
              onChange={(vin) => setForm({ vin: vin ?? '', fileIds: [] })}
              className="w-72"
            />
            {errors.vin ? <p className="text-sm text-red-700">{errors.vin}</p> : null}
          </div>
          <FormField label={s.portType} className="w-56">
            <MultiSelect
              options={portOptions}
              value={form.portTypes}
              onChange={(portTypes) => setForm({ portTypes })}
              placeholder={s.allPorts}
            />
          </FormField>
        </div>
        <div className="flex flex-col gap-1">
          <DateRangePicker
            startLabel={s.startTime}
            endLabel={s.endTime}
            value={{ start, end: readTime(form.endTime) }}
            showProblem={errors.startTime !== undefined}
            onValueChange={(range) =>
              setForm({ startTime: writeTime(range.start), endTime: writeTime(range.end) })
            }
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label asChild>
            <span>{s.files}</span>
          </Label>
          <p className="text-xs text-slate-500">{s.filesHint}</p>
          <SliceFileList
            vin={form.vin}
            day={start ? form.startTime.slice(0, 10) : null}
            portTypes={form.portTypes}
            chosen={form.fileIds}
            onChange={(fileIds) => setForm({ fileIds })}
            error={errors.fileIds}
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit" variant="primary" disabled={slice.isPending}>
            {slice.isPending ? s.slicing : s.slice}
          </Button>
          <Button type="button" onClick={() => setForm(EMPTY_FORM)} disabled={slice.isPending}>
            {s.reset}
          </Button>
        </div>
      </form>
      {memory.outcome ? <SliceOutcomeView outcome={memory.outcome} /> : null}
    </div>
  );
}
