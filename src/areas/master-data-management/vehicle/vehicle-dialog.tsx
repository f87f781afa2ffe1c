import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getListVehiclesQueryKey,
  saveVehicle,
  updateVehicle,
  useListEcuOptions,
} from '@/api/generated/endpoints/master-data-management/master-data-management';
import { saveVehicleBodyLimits as limits } from '@/api/generated/limits';
import type { Vehicle } from '@/api/generated/model';
import { FormField } from '@/components/ui/form-field';
import { MultiSelect } from '@/components/ui/multi-select';
import { notify } from '@/lib/notify';
import { vinProblem } from '@/lib/vehicle-id';
import { enumOptions } from '../shared/choice-filter';
import { EntityDialog, EntityFormBody, type DialogTarget } from '../shared/entity-form-dialog';
import type { ChoiceOption, FieldSpec } from '../shared/entity-fields';
import { masterStrings as m } from '../shared/strings';
import { useEntityForm, type FieldErrors } from '../shared/use-entity-form';
import type { MasterEnums } from '../shared/use-master-enums';
import { vehicleStrings as s } from './strings';
import { useVinCheck, type VinCheck } from './use-vin-check';
import {
  ecuIdsOf,
  NO_FLEET,
  toVehicleRequest,
  validateVehicle,
  VEHICLE_ORDER,
  vehicleValuesOf,
  type VehicleValues,
} from './vehicle-form-values';

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

/** The VIN's rule once a whole VIN (17 characters) is typed, then the server's answer: beside the field. */
const vinErrors = (vin: string, check: VinCheck): FieldErrors<VehicleValues> => {
  const problem = vin.trim().length >= limits.vin.minLength ? vinProblem(vin) : undefined;
  if (problem) return { vin: problem };
  return check.state === 'taken' ? { vin: s.vinTaken } : {};
};

function VehicleForm(props: VehicleDialogProps & { target: NonNullable<DialogTarget<Vehicle>> }) {
  const { target, enums, models, fleets, onClose } = props;
  const queryClient = useQueryClient();
  const row = target.kind === 'edit' ? target.row : undefined;
  const state = useState(() => vehicleValuesOf(row));
  const [values] = state;
  const check = useVinCheck(values.vin, row?.id);
  const modelId = Number(values.vehicleModelId);
  const ecuOptions = useListEcuOptions(
    { vehicleModelId: modelId },
    { query: { enabled: modelId > 0, select: (answer) => answer.data } },
  );
  const form = useEntityForm<VehicleValues>({
    state,
    initial: values,
    order: VEHICLE_ORDER,
    validate: validateVehicle,
    // What the server said about the VIN while typing, beside the field; it blocks saving too.
    extraErrors: vinErrors(values.vin, check),
    submit: (values) => {
      const data = toVehicleRequest(
        values,
        (ecuOptions.data ?? []).map((o) => o.id),
      );
      return row ? updateVehicle({ id: row.id, ...data }) : saveVehicle(data);
    },
    onSaved: (values) => {
      notify({ kind: 'success', message: m.saved(values.plate.trim().toUpperCase()) });
      void queryClient.invalidateQueries({ queryKey: getListVehiclesQueryKey() });
      onClose();
    },
  });
  const modelOptions =
    row && !models.some((o) => o.value === String(row.vehicleModelId))
      ? [...models, { value: String(row.vehicleModelId), label: row.vehicleModelName }]
      : models;
  const fields: FieldSpec<VehicleValues>[] = [
    {
      name: 'vin',
      label: s.vin,
      required: true,
      maxLength: limits.vin.maxLength,
      hint: vinHint(check),
    },
    { name: 'plate', label: s.plate, required: true, maxLength: limits.plate.maxLength },
    {
      name: 'vehicleModelId',
      label: s.model,
      kind: 'select',
      required: true,
      options: modelOptions,
    },
    {
      name: 'carTeamId',
      label: s.fleet,
      kind: 'select',
      options: [{ value: NO_FLEET, label: s.noFleetOption }, ...fleets],
    },
    {
      name: 'valid_flag',
      label: m.validFlag,
      kind: 'select',
      options: enumOptions(enums.validFlags),
    },
  ];
  return (
    <EntityFormBody
      form={form}
      fields={fields}
      title={row ? s.editTitle : s.addTitle}
      description={row ? s.editDescription(row.plate) : s.addDescription}
      onClose={onClose}
    >
      <FormField label={s.ecus} hint={modelId > 0 ? undefined : s.chooseModelFirst}>
        <MultiSelect
          name="ecuIds"
          options={(ecuOptions.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
          loading={ecuOptions.isFetching}
          failed={ecuOptions.isError}
          disabled={modelId <= 0}
          placeholder={s.ecusPlaceholder}
          value={ecuIdsOf(form.values)}
          onChange={(next) => form.set({ ecuIds: next.join(',') })}
        />
      </FormField>
      <FormField label={m.remark} error={form.errors.remark}>
        <textarea
          name="remark"
          rows={2}
          className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm aria-invalid:border-red-600"
          value={form.values.remark}
          onChange={(event) => form.set({ remark: event.target.value })}
        />
      </FormField>
    </EntityFormBody>
  );
}

/** Add/edit of a car: the VIN checked by its rules and, while typing, by the server. */
export function VehicleDialog(props: VehicleDialogProps) {
  return (
    <EntityDialog target={props.target} onClose={props.onClose} rowKey={(row) => row.id}>
      {(target) => <VehicleForm {...props} target={target} />}
    </EntityDialog>
  );
}
