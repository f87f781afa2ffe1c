import { saveTesterBodyLimits as limits } from '@/api/generated/limits';
import type { Tester, TesterSaveRequest } from '@/api/generated/model';
import type { OpenTarget } from '@/components/forms/form-dialog';
import { ChoiceField, type ChoiceOption } from '@/components/forms/form-fields';
import type { FormRules } from '@/components/forms/use-contract-form';

import { RequiredTextFields } from '../shared/master-fields';
import { MasterFormBody, masterFormDialog, useMasterForm } from '../shared/master-form';
import { enumOptions } from '../shared/options';
import type { MasterEnums } from '../shared/use-master-enums';
import { testerStrings as s } from './strings';

type Values = Record<'name' | 'phone' | 'employeeNo' | 'carTeamId' | 'is_active', string>;
const NO_FLEET = 'none';
const MOBILE = /^1[3-9]\d{9}$/;

const valuesOf = (row?: Tester): Values => ({
  name: row?.name ?? '',
  phone: row?.phone ?? '',
  employeeNo: row?.employeeNo ?? '',
  carTeamId: row?.carTeamId ? String(row.carTeamId) : NO_FLEET,
  is_active: row ? String(row.is_active) : '1',
});

/** A mainland mobile number: a rule of the console, not of the contract. */
const rules: FormRules<Values> = (v) => {
  const phone = v.phone.trim();
  return { phone: phone !== '' && !MOBILE.test(phone) && s.phoneInvalid };
};

const toRequest = (v: Values): TesterSaveRequest => ({
  name: v.name.trim(),
  phone: v.phone.trim(),
  employeeNo: v.employeeNo.trim(),
  carTeamId: v.carTeamId === NO_FLEET ? null : Number(v.carTeamId),
  is_active: Number(v.is_active),
});

interface TesterFormProps {
  target: OpenTarget<Tester>;
  enums: MasterEnums;
  fleets: readonly ChoiceOption[];
  onClose: () => void;
}

function TesterForm(props: TesterFormProps) {
  const { target, onClose } = props;
  const row = target.kind === 'edit' ? target.row : undefined;
  const form = useMasterForm('tester', target, onClose, {
    defaultValues: valuesOf(row),
    toBody: toRequest,
    rules,
  });
  return (
    <MasterFormBody form={form} texts={s} name={row?.name}>
      <RequiredTextFields names={['name', 'phone', 'employeeNo']} labels={s} limits={limits} />
      <ChoiceField
        name="carTeamId"
        label={s.fleet}
        options={[{ value: NO_FLEET, label: s.noFleetOption }, ...props.fleets]}
      />
      <ChoiceField name="is_active" label={s.active} options={enumOptions(props.enums.active)} />
    </MasterFormBody>
  );
}

/** Add/edit of a tester. */
export const TesterDialog = masterFormDialog(TesterForm);
