import { saveEcuBodyLimits as limits } from '@/api/generated/limits';
import type { Ecu, EcuSaveRequest } from '@/api/generated/model';
import type { OpenTarget } from '@/components/forms/form-dialog';
import { ChoiceField, type ChoiceOption } from '@/components/forms/form-fields';

import { RemarkField, RequiredTextFields } from '../shared/master-fields';
import { MasterFormBody, masterFormDialog, useMasterForm } from '../shared/master-form';
import { withOwnModel } from '../shared/options';
import { ecuStrings as s } from './strings';

type Values = Record<
  'name' | 'supplier' | 'hardwareVersion' | 'softwareVersion' | 'vehicleModelId' | 'remark',
  string
>;

const valuesOf = (row?: Ecu): Values => ({
  name: row?.name ?? '',
  supplier: row?.supplier ?? '',
  hardwareVersion: row?.hardwareVersion ?? '',
  softwareVersion: row?.softwareVersion ?? '',
  vehicleModelId: row ? String(row.vehicleModelId) : '',
  remark: row?.remark ?? '',
});

const toRequest = (v: Values): EcuSaveRequest => ({
  name: v.name.trim(),
  supplier: v.supplier.trim(),
  hardwareVersion: v.hardwareVersion.trim(),
  softwareVersion: v.softwareVersion.trim(),
  vehicleModelId: Number(v.vehicleModelId),
  remark: v.remark.trim(),
});

const TEXTS = ['name', 'supplier', 'hardwareVersion', 'softwareVersion'] as const;

interface EcuFormProps {
  target: OpenTarget<Ecu>;
  models: readonly ChoiceOption[];
  onClose: () => void;
}

function EcuForm({ target, models, onClose }: EcuFormProps) {
  const row = target.kind === 'edit' ? target.row : undefined;
  const form = useMasterForm('ecu', target, onClose, {
    defaultValues: valuesOf(row),
    toBody: toRequest,
  });
  return (
    <MasterFormBody form={form} texts={s} name={row?.name}>
      <RequiredTextFields names={TEXTS} labels={s} limits={limits} />
      <ChoiceField
        name="vehicleModelId"
        label={s.model}
        required
        options={withOwnModel(models, row)}
      />
      <RemarkField />
    </MasterFormBody>
  );
}

/** Add/edit of an ECU. */
export const EcuDialog = masterFormDialog(EcuForm);
