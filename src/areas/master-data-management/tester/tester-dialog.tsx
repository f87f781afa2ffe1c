import { useQueryClient } from '@tanstack/react-query';

import {
  getListTestersQueryKey,
  saveTester,
  updateTester,
} from '@/api/generated/endpoints/master-data-management/master-data-management';
import { saveTesterBodyLimits as limits } from '@/api/generated/limits';
import type { Tester, TesterSaveRequest } from '@/api/generated/model';
import { FormDialog, FormDialogBody } from '@/components/forms/form-dialog';
import { ChoiceField, type ChoiceOption, TextField } from '@/components/forms/form-fields';
import { type FormRules, useContractForm } from '@/components/forms/use-contract-form';
import { notify } from '@/lib/notify';

import type { DialogTarget } from '../shared/dialog-target';
import { enumOptions } from '../shared/options';
import { masterStrings as m } from '../shared/strings';
import type { MasterEnums } from '../shared/use-master-enums';
import { testerStrings as s } from './strings';

type Values = {
  name: string;
  phone: string;
  employeeNo: string;
  carTeamId: string;
  is_active: string;
};
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

interface TesterDialogProps {
  target: DialogTarget<Tester>;
  enums: MasterEnums;
  fleets: readonly ChoiceOption[];
  onClose: () => void;
}

function TesterForm({
  target,
  enums,
  fleets,
  onClose,
}: TesterDialogProps & { target: NonNullable<DialogTarget<Tester>> }) {
  const queryClient = useQueryClient();
  const row = target.kind === 'edit' ? target.row : undefined;
  const form = useContractForm({
    schema: () =>
      import('@/api/generated/zod/master-data-management/master-data-management.zod').then(
        (z) => z.SaveTesterBody,
      ),
    defaultValues: valuesOf(row),
    toBody: toRequest,
    rules,
    submit: (data) => (row ? updateTester({ id: row.id, ...data }) : saveTester(data)),
    onSaved: (data) => {
      notify({ kind: 'success', message: m.saved(data.name) });
      void queryClient.invalidateQueries({ queryKey: getListTestersQueryKey() });
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
        <TextField name="phone" label={s.phone} required maxLength={limits.phone.maxLength + 10} />
        <TextField
          name="employeeNo"
          label={s.employeeNo}
          required
          maxLength={limits.employeeNo.maxLength + 10}
        />
        <ChoiceField
          name="carTeamId"
          label={s.fleet}
          options={[{ value: NO_FLEET, label: s.noFleetOption }, ...fleets]}
        />
        <ChoiceField name="is_active" label={s.active} options={enumOptions(enums.active)} />
      </div>
    </FormDialogBody>
  );
}

/** Add/edit of a tester. */
export function TesterDialog(props: TesterDialogProps) {
  const { target, onClose } = props;
  return (
    <FormDialog open={target !== null} onClose={onClose} className="max-w-2xl">
      {target ? (
        <TesterForm
          key={target.kind === 'edit' ? target.row.id : 'add'}
          {...props}
          target={target}
        />
      ) : null}
    </FormDialog>
  );
}
