import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';

import {
  getListVehiclesQueryKey,
  saveVehicle,
  updateVehicle,
  useListEcuOptions,
} from '@/api/generated/endpoints/master-data-management/master-data-management';
import { saveVehicleBodyLimits as limits } from '@/api/generated/limits';
import type { Vehicle } from '@/api/generated/model';
import { FormDialog, FormDialogBody } from '@/components/forms/form-dialog';
import { ChoiceField, type ChoiceOption, TextField } from '@/components/forms/form-fields';
import { MultiChoiceField } from '@/components/forms/multi-choice-field';
import { useContractForm } from '@/components/forms/use-contract-form';
import { notify } from '@/lib/notify';
import { vinProblem } from '@/lib/vehicle-id';

import type { DialogTarget } from '../shared/dialog-target';
import { enumOptions } from '../shared/options';
import { masterStrings as m } from '../shared/strings';
import type { MasterEnums } from '../shared/use-master-enums';
import { vehicleStrings as s } from './strings';
import { useVinCheck, type VinCheck } from './use-vin-check';
import { NO_FLEET, toVehicleRequest, vehicleRules, vehicleValuesOf } from './vehicle-form-values';

interface VehicleDialogProps {
  target: DialogTarget<Vehicle>;
  enums: MasterEnums;
  models: readonly ChoiceOption[];
  fleets: readonly ChoiceOption[];
  onClose: () => void;
}

const vinHint = (check: VinCheck) =>
  check.state === 'checking'
    ? s.vinChecking
    : check.state === 'available'
      ? s.vinAvailable
      : check.state === 'failed'
        ? s.vinCheckFailed
        : undefined;

/** While typing: the VIN's rule once a whole VIN is typed, then the server's answer. */
const liveVinError = (vin: string, check: VinCheck): string | undefined =>
  (vin.trim().length >= limits.vin.minLength ? vinProblem(vin) : undefined) ??
  (check.state === 'taken' ? s.vinTaken : undefined);

function VehicleForm(props: VehicleDialogProps & { target: NonNullable<DialogTarget<Vehicle>> }) {
  const { target, enums, models, fleets, onClose } = props;
  const queryClient = useQueryClient();
  const row = target.kind === 'edit' ? target.row : undefined;
  const form = useContractForm({
    schema: () =>
      import('@/api/generated/zod/master-data-management/master-data-management.zod').then(
        (z) => z.SaveVehicleBody,
      ),
    defaultValues: vehicleValuesOf(row),
    // Read when checking, after this render has asked the server about the VIN and the model's ECUs.
    toBody: (values) => toVehicleRequest(values, modelEcuIds()),
    rules: (values) => vehicleRules(vinCheck())(values),
    submit: (data) => (row ? updateVehicle({ id: row.id, ...data }) : saveVehicle(data)),
    onSaved: (_data, values) => {
      notify({ kind: 'success', message: m.saved(values.plate.trim().toUpperCase()) });
      void queryClient.invalidateQueries({ queryKey: getListVehiclesQueryKey() });
      onClose();
    },
    failure: m.saveFailed,
  });
  const { control } = form.methods;
  const vin = useWatch({ control, name: 'vin' });
  const modelValue = useWatch({ control, name: 'vehicleModelId' });
  const check = useVinCheck(vin, row?.id);
  const modelId = Number(modelValue);
  const ecuOptions = useListEcuOptions(
    { vehicleModelId: modelId },
    { query: { enabled: modelId > 0, select: (answer) => answer.data } },
  );
  function vinCheck(): VinCheck {
    return check;
  }
  function modelEcuIds(): number[] {
    return (ecuOptions.data ?? []).map((o) => o.id);
  }
  const modelOptions =
    row && !models.some((o) => o.value === String(row.vehicleModelId))
      ? [...models, { value: String(row.vehicleModelId), label: row.vehicleModelName }]
      : models;
  return (
    <FormDialogBody
      form={form}
      title={row ? s.editTitle : s.addTitle}
      description={row ? s.editDescription(row.plate) : s.addDescription}
      onCancel={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="vin"
          label={s.vin}
          required
          autoFocus
          maxLength={limits.vin.maxLength + 10}
          hint={vinHint(check)}
          error={liveVinError(vin, check)}
        />
        <TextField name="plate" label={s.plate} required maxLength={limits.plate.maxLength + 10} />
        <ChoiceField name="vehicleModelId" label={s.model} required options={modelOptions} />
        <ChoiceField
          name="carTeamId"
          label={s.fleet}
          options={[{ value: NO_FLEET, label: s.noFleetOption }, ...fleets]}
        />
        <ChoiceField
          name="valid_flag"
          label={m.validFlag}
          options={enumOptions(enums.validFlags)}
        />
      </div>
      <MultiChoiceField
        name="ecuIds"
        label={s.ecus}
        options={(ecuOptions.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
        loading={ecuOptions.isFetching}
        failed={ecuOptions.isError}
        disabled={modelId <= 0}
        placeholder={s.ecusPlaceholder}
        hint={modelId > 0 ? undefined : s.chooseModelFirst}
      />
      <TextField name="remark" label={m.remark} rows={2} />
    </FormDialogBody>
  );
}

/** Add/edit of a car: the VIN checked by its rules and, while typing, by the server. */
export function VehicleDialog(props: VehicleDialogProps) {
  const { target, onClose } = props;
  return (
    <FormDialog open={target !== null} onClose={onClose} className="max-w-2xl">
      {target ? (
        <VehicleForm
          key={target.kind === 'edit' ? target.row.id : 'add'}
          {...props}
          target={target}
        />
      ) : null}
    </FormDialog>
  );
}
