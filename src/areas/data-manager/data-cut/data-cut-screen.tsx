import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';

import { sliceDatasetFiles } from '@/api/generated/endpoints/data-manager/data-manager';
import { AuthorizedButton } from '@/components/auth/authorized';
import { DateRangeField } from '@/components/forms/date-range-field';
import { ChoiceField } from '@/components/forms/form-fields';
import { ContractFormRoot } from '@/components/forms/form-root';
import { MultiChoiceField } from '@/components/forms/multi-choice-field';
import { useContractForm } from '@/components/forms/use-contract-form';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';

import { useFileOptions } from '../original-data/hooks/use-file-options';
import { usePortOptions } from '../shared/use-port-options';
import { SliceFilesField, useSliceDayFiles } from './components/slice-file-list';
import { SliceOutcomeView } from './components/slice-outcome-view';
import { WindowPreviewPane } from './components/window-preview-pane';
import { useSliceMemory } from './hooks/use-slice-memory';
import {
  EMPTY_FORM,
  formFromSearch,
  formOf,
  sliceRules,
  type SliceValues,
  toSliceBody,
  valuesOf,
} from './slice-form';
import { dataCutStrings as s } from './strings';

const route = getRouteApi('/_app/data-manager/data-cut');

/**
 * Data cut: a car, a window and its files or ports, checked against the slice call's body schema;
 * the job lands in the download centre. A refused slice keeps what was chosen and says why.
 */
export function DataCutScreen() {
  const search = route.useSearch();
  const { storedForm, outcome, rememberForm, rememberSlice } = useSliceMemory();
  const [initial] = useState(() => valuesOf(formFromSearch(search, storedForm)));
  const { cars } = useFileOptions(undefined);
  const plateOf = (vin: string) =>
    cars?.find((car) => car.value === vin)?.label.split(' · ')[0] ?? vin;

  const form = useContractForm({
    schema: () =>
      import('@/api/generated/zod/data-manager/data-manager.zod').then(
        (m) => m.SliceDatasetFilesBody,
      ),
    defaultValues: initial,
    toBody: toSliceBody,
    rules: sliceRules,
    submit: async (body, values) => {
      const at = formatDateTime(new Date());
      // A list code arrives as an error with the server's msg (the HTTP client's rule).
      const answer = await sliceDatasetFiles(body);
      rememberSlice({ form: formOf(values), plate: plateOf(values.vin), at, ticket: answer.data });
    },
    failure: s.failed,
  });
  const { watch, setValue, getValues, reset } = form.methods;

  // Every change is kept; another car has other files.
  useEffect(() => {
    const subscription = watch((_, { name }) => {
      if (name === 'vin') setValue('fileIds', []);
      rememberForm(formOf(getValues()));
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, getValues, rememberForm]);

  const clear = () => {
    reset(valuesOf(EMPTY_FORM));
    rememberForm(EMPTY_FORM);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(20rem,30rem)]">
        <ContractFormRoot
          form={form}
          label={s.formTitle}
          className="flex min-w-0 flex-col gap-4 rounded-lg border border-border-muted bg-surface p-4"
        >
          {null}
          <SliceChoices cars={cars} />
          <DateRangeField
            startName="startTime"
            endName="endTime"
            startLabel={s.startTime}
            endLabel={s.endTime}
          />
          <SliceFilesField />
          <div className="flex gap-2">
            <AuthorizedButton
              code="data:cut-slice"
              type="submit"
              variant="primary"
              pending={form.pending}
            >
              {s.slice}
            </AuthorizedButton>
            <Button type="button" onClick={clear} disabled={form.pending}>
              {s.reset}
            </Button>
          </div>
        </ContractFormRoot>
        <WindowPreviewPane control={form.methods.control} />
      </div>
      {outcome ? <SliceOutcomeView outcome={outcome} /> : null}
    </div>
  );
}

/** The car and the ports: the ports of the server's enumeration and of the car's files that day. */
function SliceChoices({ cars }: { cars: { value: string; label: string }[] | undefined }) {
  const [vin, start, portTypes] = useWatch<SliceValues, ['vin', 'startTime', 'portTypes']>({
    name: ['vin', 'startTime', 'portTypes'],
  });
  const { query } = useSliceDayFiles(vin, start);
  const ports = usePortOptions([
    ...portTypes,
    ...(query.data?.data ?? []).map((file) => file.portType),
  ]);
  // A car the link names shows before the list of cars arrives.
  const carOptions =
    vin && !cars?.some((car) => car.value === vin)
      ? [...(cars ?? []), { value: vin, label: vin }]
      : (cars ?? []);
  return (
    <div className="flex flex-wrap items-start gap-3">
      <ChoiceField
        name="vin"
        label={s.car}
        options={carOptions}
        placeholder={s.carPlaceholder}
        className="w-72"
      />
      <MultiChoiceField
        name="portTypes"
        label={s.portType}
        options={ports}
        loading={ports === undefined}
        placeholder={s.allPorts}
        className="w-56"
      />
    </div>
  );
}
