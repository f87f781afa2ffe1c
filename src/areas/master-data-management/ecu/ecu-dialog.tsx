import { useQueryClient } from '@tanstack/react-query';

import {
  getListEcusQueryKey,
  saveEcu,
  updateEcu,
} from '@/api/generated/endpoints/master-data-management/master-data-management';
import { saveEcuBodyLimits as limits } from '@/api/generated/limits';
import type { Ecu, EcuSaveRequest } from '@/api/generated/model';
import { FormDialog, FormDialogBody } from '@/components/forms/form-dialog';
import { ChoiceField, type ChoiceOption, TextField } from '@/components/forms/form-fields';
import { useContractForm } from '@/components/forms/use-contract-form';
import { notify } from '@/lib/notify';

import type { DialogTarget } from '../shared/dialog-target';
import { masterStrings as m } from '../shared/strings';
import { ecuStrings as s } from './strings';

type Values = {
  name: string;
  supplier: string;
  hardwareVersion: string;
  softwareVersion: string;
  vehicleModelId: string;
  remark: string;
};

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
  const form = useContractForm({
    schema: () =>
      import('@/api/generated/zod/master-data-management/master-data-management.zod').then(
        (z) => z.SaveEcuBody,
      ),
    defaultValues: valuesOf(row),
    toBody: toRequest,
    submit: (data) => (row ? updateEcu({ id: row.id, ...data }) : saveEcu(data)),
    onSaved: (data) => {
      notify({ kind: 'success', message: m.saved(data.name) });
      void queryClient.invalidateQueries({ queryKey: getListEcusQueryKey() });
      onClose();
    },
    failure: m.saveFailed,
  });
  // The ECU's own model stays choosable even when it is no longer among the valid ones.
  const modelOptions =
    row && !models.some((o) => o.value === String(row.vehicleModelId))
      ? [...models, { value: String(row.vehicleModelId), label: row.vehicleModelName }]
      : models;
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
        <TextField
          name="supplier"
          label={s.supplier}
          required
          maxLength={limits.supplier.maxLength + 10}
        />
        <TextField
          name="hardwareVersion"
          label={s.hardwareVersion}
          required
          maxLength={limits.hardwareVersion.maxLength + 10}
        />
        <TextField
          name="softwareVersion"
          label={s.softwareVersion}
          required
          maxLength={limits.softwareVersion.maxLength + 10}
        />
        <ChoiceField name="vehicleModelId" label={s.model} required options={modelOptions} />
        <TextField name="remark" label={m.remark} rows={2} className="sm:col-span-2" />
      </div>
    </FormDialogBody>
  );
}

/** Add/edit of an ECU. */
export function EcuDialog(props: EcuDialogProps) {
  const { target, onClose } = props;
  return (
    <FormDialog open={target !== null} onClose={onClose} className="max-w-2xl">
      {target ? (
        <EcuForm key={target.kind === 'edit' ? target.row.id : 'add'} {...props} target={target} />
      ) : null}
    </FormDialog>
  );
}
