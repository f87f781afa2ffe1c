import { useQueryClient } from '@tanstack/react-query';
import {
  getListVehicleModelOptionsQueryKey,
  getListVehicleModelsQueryKey,
  saveVehicleModel,
  updateVehicleModel,
} from '@/api/generated/endpoints/master-data-management/master-data-management';
import { saveVehicleModelBodyLimits as limits } from '@/api/generated/limits';
import type { VehicleModel, VehicleModelSaveRequest } from '@/api/generated/model';
import { notify } from '@/lib/notify';
import { enumOptions } from '../shared/choice-filter';
import { EntityDialog, EntityFormBody, type DialogTarget } from '../shared/entity-form-dialog';
import type { FieldSpec } from '../shared/entity-fields';
import { masterStrings as m } from '../shared/strings';
import { onlyProblems, textProblem, useEntityForm } from '../shared/use-entity-form';
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
const ORDER = [
  'name',
  'brand',
  'car_model_type',
  'car_power_model',
  'valid_flag',
  'remark',
] as const;

const valuesOf = (row?: VehicleModel): Values => ({
  name: row?.name ?? '',
  brand: row?.brand ?? '',
  car_model_type: row ? String(row.car_model_type) : '',
  car_power_model: row ? String(row.car_power_model) : '',
  valid_flag: row ? String(row.valid_flag) : '1',
  remark: row?.remark ?? '',
});

const validate = (v: Values) =>
  onlyProblems<Values>({
    name: textProblem(v.name, s.name, limits.name.maxLength),
    brand: textProblem(v.brand, s.brand, limits.brand.maxLength),
    car_model_type: v.car_model_type === '' ? m.choose(s.type) : undefined,
    car_power_model: v.car_power_model === '' ? m.choose(s.power) : undefined,
    remark: textProblem(v.remark, m.remark, limits.remark.maxLength, false),
  });

const toRequest = (v: Values): VehicleModelSaveRequest => ({
  name: v.name.trim(),
  brand: v.brand.trim(),
  car_model_type: Number(v.car_model_type),
  car_power_model: Number(v.car_power_model),
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
  const form = useEntityForm<Values>({
    initial: valuesOf(row),
    order: ORDER,
    validate,
    submit: (values) =>
      row
        ? updateVehicleModel({ id: row.id, ...toRequest(values) })
        : saveVehicleModel(toRequest(values)),
    onSaved: (values) => {
      notify({ kind: 'success', message: m.saved(values.name.trim()) });
      void queryClient.invalidateQueries({ queryKey: getListVehicleModelsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getListVehicleModelOptionsQueryKey() });
      onClose();
    },
  });
  const fields: FieldSpec<Values>[] = [
    { name: 'name', label: s.name, required: true, maxLength: limits.name.maxLength },
    { name: 'brand', label: s.brand, required: true, maxLength: limits.brand.maxLength },
    {
      name: 'car_model_type',
      label: s.type,
      kind: 'select',
      required: true,
      options: enumOptions(enums.modelTypes),
    },
    {
      name: 'car_power_model',
      label: s.power,
      kind: 'select',
      required: true,
      options: enumOptions(enums.powers),
    },
    {
      name: 'valid_flag',
      label: m.validFlag,
      kind: 'select',
      options: enumOptions(enums.validFlags),
    },
    { name: 'remark', label: m.remark, kind: 'textarea', maxLength: limits.remark.maxLength },
  ];
  return (
    <EntityFormBody
      form={form}
      fields={fields}
      title={row ? s.editTitle : s.addTitle}
      description={row ? s.editDescription(row.name) : s.addDescription}
      onClose={onClose}
    />
  );
}

/** Add/edit of a vehicle model. */
export function VehicleModelDialog(props: {
  target: DialogTarget<VehicleModel>;
  enums: MasterEnums;
  onClose: () => void;
}) {
  return (
    <EntityDialog target={props.target} onClose={props.onClose} rowKey={(row) => row.id}>
      {(target) => <VehicleModelForm target={target} enums={props.enums} onClose={props.onClose} />}
    </EntityDialog>
  );
}
