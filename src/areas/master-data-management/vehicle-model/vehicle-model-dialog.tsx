import { saveVehicleModelBodyLimits as limits } from '@/api/generated/limits';
import type { VehicleModel } from '@/api/generated/model';
import type { OpenTarget } from '@/components/forms/form-dialog';
import { ChoiceField } from '@/components/forms/form-fields';

import { RemarkField, RequiredTextFields, ValidFlagField } from '../shared/master-fields';
import { MasterFormBody, masterFormDialog, useMasterForm } from '../shared/master-form';
import { chosenNumber, enumOptions } from '../shared/options';
import type { MasterEnums } from '../shared/use-master-enums';
import { vehicleModelStrings as s } from './strings';

type Values = Record<
  'name' | 'brand' | 'car_model_type' | 'car_power_model' | 'valid_flag' | 'remark',
  string
>;

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

interface VehicleModelFormProps {
  target: OpenTarget<VehicleModel>;
  enums: MasterEnums;
  onClose: () => void;
}

function VehicleModelForm(props: VehicleModelFormProps) {
  const { target, enums, onClose } = props;
  const row = target.kind === 'edit' ? target.row : undefined;
  const form = useMasterForm('vehicle-model', target, onClose, {
    defaultValues: valuesOf(row),
    toBody: toRequest,
  });
  return (
    <MasterFormBody form={form} texts={s} name={row?.name}>
      <RequiredTextFields names={['name', 'brand']} labels={s} limits={limits} />
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
      <ValidFlagField enums={enums} />
      <RemarkField />
    </MasterFormBody>
  );
}

/** Add/edit of a vehicle model. */
export const VehicleModelDialog = masterFormDialog(VehicleModelForm);
