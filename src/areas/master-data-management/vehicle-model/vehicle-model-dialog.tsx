import { useQueryClient } from '@tanstack/react-query';

import {
  getListVehicleModelOptionsQueryKey,
  getListVehicleModelsQueryKey,
  saveVehicleModel,
  updateVehicleModel,
} from '@/api/generated/endpoints/master-data-management/master-data-management';
import { saveVehicleModelBodyLimits as limits } from '@/api/generated/limits';
import type { VehicleModel } from '@/api/generated/model';
import { FormDialog, FormDialogBody } from '@/components/forms/form-dialog';
import { ChoiceField, TextField } from '@/components/forms/form-fields';
import { useContractForm } from '@/components/forms/use-contract-form';
import { notify } from '@/lib/notify';

import type { DialogTarget } from '../shared/dialog-target';
import { chosenNumber, enumOptions } from '../shared/options';
import { masterStrings as m } from '../shared/strings';
import type { MasterEnums } from '../shared/use-master-enums';
import { vehicleModelStrings as s } from './strings';

type Values = {
  name: string;
  brand: string;
  car_model_type: string;
  car_power_model: string;
  valid_flag: string;
  remark: string;
};

const valuesOf = (row?: VehicleModel): Values => ({
  name: row?.name ?? '',
  brand: row?.brand ?? '',
  car_model_type: row ? String(row.car_model_type) : '',
  car_power_model: row ? String(row.car_power_model) : '',
  valid_flag: row ? String(row.valid_flag) : '1',
  remark: row?.remark ?? '',
});

const toRequest = (v: Values) => ({
  name: v.name.trim(),
  brand: v.brand.trim(),
  car_model_type: chosenNumber(v.car_model_type),
  car_power_model: chosenNumber(v.car_power_model),
  valid_flag: Number(v.valid_flag),
  remark: v.remark.trim(),
});

function VehicleModelForm(props: {
  target: NonNullable<DialogTarget<VehicleModel>>;
  enums: MasterEnums;
  onClose: () => void;
}) {
  const { target, enums, onClose } = props;
  const queryClient = useQueryClient();
  const row = target.kind === 'edit' ? target.row : undefined;
  const form = useContractForm({
    schema: () =>
      import('@/api/generated/zod/master-data-management/master-data-management.zod').then(
        (z) => z.SaveVehicleModelBody,
      ),
    defaultValues: valuesOf(row),
    toBody: toRequest,
    submit: (data) => (row ? updateVehicleModel({ id: row.id, ...data }) : saveVehicleModel(data)),
    onSaved: (data) => {
      notify({ kind: 'success', message: m.saved(data.name) });
      void queryClient.invalidateQueries({ queryKey: getListVehicleModelsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getListVehicleModelOptionsQueryKey() });
      onClose();
    },
    failure: m.saveFailed,
  });
  return (
    <FormDialogBody
      form={form}
      title={row ? s.editTitle : s.addTitle}
      description={row ? s.editDescription(row.name) : s.addDescription}
      onCancel={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="name"
          label={s.name}
          required
          autoFocus
          maxLength={limits.name.maxLength + 10}
        />
        <TextField name="brand" label={s.brand} required maxLength={limits.brand.maxLength + 10} />
        <ChoiceField
          name="car_model_type"
          label={s.type}
          required
          options={enumOptions(enums.modelTypes)}
        />
        <ChoiceField
          name="car_power_model"
          label={s.power}
          required
          options={enumOptions(enums.powers)}
        />
        <ChoiceField
          name="valid_flag"
          label={m.validFlag}
          options={enumOptions(enums.validFlags)}
        />
        <TextField name="remark" label={m.remark} rows={2} className="sm:col-span-2" />
      </div>
    </FormDialogBody>
  );
}

/** Add/edit of a vehicle model. */
export function VehicleModelDialog(props: {
  target: DialogTarget<VehicleModel>;
  enums: MasterEnums;
  onClose: () => void;
}) {
  const { target, enums, onClose } = props;
  return (
    <FormDialog open={target !== null} onClose={onClose} className="max-w-2xl">
      {target ? (
        <VehicleModelForm
          key={target.kind === 'edit' ? target.row.id : 'add'}
          target={target}
          enums={enums}
          onClose={onClose}
        />
      ) : null}
    </FormDialog>
  );
}
