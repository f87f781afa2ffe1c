import { useQueryClient } from '@tanstack/react-query';
import {
  getListTestersQueryKey,
  saveTester,
  updateTester,
} from '@/api/generated/endpoints/master-data-management/master-data-management';
import { saveTesterBodyLimits as limits } from '@/api/generated/limits';
import type { Tester, TesterSaveRequest } from '@/api/generated/model';
import { notify } from '@/lib/notify';
import { enumOptions } from '../shared/choice-filter';
import { EntityDialog, EntityFormBody, type DialogTarget } from '../shared/entity-form-dialog';
import type { ChoiceOption, FieldSpec } from '../shared/entity-fields';
import { masterStrings as m } from '../shared/strings';
import { onlyProblems, textProblem, useEntityForm } from '../shared/use-entity-form';
import type { MasterEnums } from '../shared/use-master-enums';
import { testerStrings as s } from './strings';

type Values = {
  name: string;
  phone: string;
  employeeNo: string;
  carTeamId: string;
  is_active: string;
};
const ORDER = ['name', 'phone', 'employeeNo', 'carTeamId', 'is_active'] as const;
const NO_FLEET = 'none';
const MOBILE = /^1[3-9]\d{9}$/;

const valuesOf = (row?: Tester): Values => ({
  name: row?.name ?? '',
  phone: row?.phone ?? '',
  employeeNo: row?.employeeNo ?? '',
  carTeamId: row?.carTeamId ? String(row.carTeamId) : NO_FLEET,
  is_active: row ? String(row.is_active) : '1',
});

const validate = (v: Values) =>
  onlyProblems<Values>({
    name: textProblem(v.name, s.name, limits.name.maxLength),
    phone:
      textProblem(v.phone, s.phone, limits.phone.maxLength) ??
      (MOBILE.test(v.phone.trim()) ? undefined : s.phoneInvalid),
    employeeNo: textProblem(v.employeeNo, s.employeeNo, limits.employeeNo.maxLength),
  });

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
  const form = useEntityForm<Values>({
    initial: valuesOf(row),
    order: ORDER,
    validate,
    submit: (values) =>
      row ? updateTester({ id: row.id, ...toRequest(values) }) : saveTester(toRequest(values)),
    onSaved: (values) => {
      notify({ kind: 'success', message: m.saved(values.name.trim()) });
      void queryClient.invalidateQueries({ queryKey: getListTestersQueryKey() });
      onClose();
    },
  });
  const fields: FieldSpec<Values>[] = [
    { name: 'name', label: s.name, required: true, maxLength: limits.name.maxLength },
    { name: 'phone', label: s.phone, required: true, maxLength: limits.phone.maxLength },
    {
      name: 'employeeNo',
      label: s.employeeNo,
      required: true,
      maxLength: limits.employeeNo.maxLength,
    },
    {
      name: 'carTeamId',
      label: s.fleet,
      kind: 'select',
      options: [{ value: NO_FLEET, label: s.noFleetOption }, ...fleets],
    },
    { name: 'is_active', label: s.active, kind: 'select', options: enumOptions(enums.active) },
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

/** Add/edit of a tester. */
export function TesterDialog(props: TesterDialogProps) {
  return (
    <EntityDialog target={props.target} onClose={props.onClose} rowKey={(row) => row.id}>
      {(target) => <TesterForm {...props} target={target} />}
    </EntityDialog>
  );
}
