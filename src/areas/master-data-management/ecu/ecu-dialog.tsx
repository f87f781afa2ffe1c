import { useQueryClient } from '@tanstack/react-query';
import {
  getListEcusQueryKey,
  saveEcu,
  updateEcu,
} from '@/api/generated/endpoints/master-data-management/master-data-management';
import { saveEcuBodyLimits as limits } from '@/api/generated/limits';
import type { Ecu, EcuSaveRequest } from '@/api/generated/model';
import { notify } from '@/lib/notify';
import { EntityDialog, EntityFormBody, type DialogTarget } from '../shared/entity-form-dialog';
import type { ChoiceOption, FieldSpec } from '../shared/entity-fields';
import { masterStrings as m } from '../shared/strings';
import { onlyProblems, textProblem, useEntityForm } from '../shared/use-entity-form';
import { ecuStrings as s } from './strings';

type Values = {
  name: string;
  supplier: string;
  hardwareVersion: string;
  softwareVersion: string;
  vehicleModelId: string;
  remark: string;
};
const ORDER = [
  'name',
  'supplier',
  'hardwareVersion',
  'softwareVersion',
  'vehicleModelId',
  'remark',
] as const;

const valuesOf = (row?: Ecu): Values => ({
  name: row?.name ?? '',
  supplier: row?.supplier ?? '',
  hardwareVersion: row?.hardwareVersion ?? '',
  softwareVersion: row?.softwareVersion ?? '',
  vehicleModelId: row ? String(row.vehicleModelId) : '',
  remark: row?.remark ?? '',
});

const validate = (v: Values) =>
  onlyProblems<Values>({
    name: textProblem(v.name, s.name, limits.name.maxLength),
    supplier: textProblem(v.supplier, s.supplier, limits.supplier.maxLength),
    hardwareVersion: textProblem(
      v.hardwareVersion,
      s.hardwareVersion,
      limits.hardwareVersion.maxLength,
    ),
    softwareVersion: textProblem(
      v.softwareVersion,
      s.softwareVersion,
      limits.softwareVersion.maxLength,
    ),
    vehicleModelId: v.vehicleModelId === '' ? m.choose(s.model) : undefined,
    remark: textProblem(v.remark, m.remark, limits.remark.maxLength, false),
  });

const toRequest = (v: Values): EcuSaveRequest => ({
  name: v.name.trim(),
  supplier: v.supplier.trim(),
  hardwareVersion: v.hardwareVersion.trim(),
  softwareVersion: v.softwareVersion.trim(),
  vehicleModelId: Number(v.vehicleModelId),
  remark: v.remark.trim(),
});

interface EcuDialogProps {
  target: DialogTarget<Ecu>;
  models: readonly ChoiceOption[];
  onClose: () => void;
}

function EcuForm({
  target,
  models,
  onClose,
}: EcuDialogProps & { target: NonNullable<DialogTarget<Ecu>> }) {
  const queryClient = useQueryClient();
  const row = target.kind === 'edit' ? target.row : undefined;
  const form = useEntityForm<Values>({
    initial: valuesOf(row),
    order: ORDER,
    validate,
    submit: (values) =>
      row ? updateEcu({ id: row.id, ...toRequest(values) }) : saveEcu(toRequest(values)),
    onSaved: (values) => {
      notify({ kind: 'success', message: m.saved(values.name.trim()) });
      void queryClient.invalidateQueries({ queryKey: getListEcusQueryKey() });
      onClose();
    },
  });
  // The ECU's own model stays choosable even when it is no longer among the valid ones.
  const modelOptions =
    row && !models.some((o) => o.value === String(row.vehicleModelId))
      ? [...models, { value: String(row.vehicleModelId), label: row.vehicleModelName }]
      : models;
  const fields: FieldSpec<Values>[] = [
    { name: 'name', label: s.name, required: true, maxLength: limits.name.maxLength },
    { name: 'supplier', label: s.supplier, required: true, maxLength: limits.supplier.maxLength },
    {
      name: 'hardwareVersion',
      label: s.hardwareVersion,
      required: true,
      maxLength: limits.hardwareVersion.maxLength,
    },
    {
      name: 'softwareVersion',
      label: s.softwareVersion,
      required: true,
      maxLength: limits.softwareVersion.maxLength,
    },
    {
      name: 'vehicleModelId',
      label: s.model,
      kind: 'select',
      required: true,
      options: modelOptions,
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

/** Add/edit of an ECU. */
export function EcuDialog(props: EcuDialogProps) {
  return (
    <EntityDialog target={props.target} onClose={props.onClose} rowKey={(row) => row.id}>
      {(target) => <EcuForm {...props} target={target} />}
    </EntityDialog>
  );
}
