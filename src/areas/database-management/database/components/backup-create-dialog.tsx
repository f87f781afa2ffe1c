import { useQueryClient } from '@tanstack/react-query';

import {
  createDatabaseBackup,
  getListDatabaseBackupsQueryKey,
} from '@/api/generated/endpoints/database-management/database-management';
import { createDatabaseBackupBodyLimits as limits } from '@/api/generated/limits';
import type { DatabaseInstance } from '@/api/generated/model';
import { FormDialog, FormDialogBody } from '@/components/forms/form-dialog';
import { TextField } from '@/components/forms/form-fields';
import { useContractForm } from '@/components/forms/use-contract-form';
import { notify } from '@/lib/notify';

import { databaseStrings as s } from '../strings';

interface BackupCreateDialogProps {
  instance: DatabaseInstance | null;
  onClose: () => void;
}

/** Back up now with a name; the backup runs on the server and shows up in the list at once. */
export function BackupCreateDialog({ instance, onClose }: BackupCreateDialogProps) {
  return (
    <FormDialog open={instance !== null} onClose={onClose} className="max-w-lg">
      {instance ? <BackupForm key={instance.id} instance={instance} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function BackupForm({ instance, onClose }: { instance: DatabaseInstance; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useContractForm({
    schema: () =>
      import('@/api/generated/zod/database-management/database-management.zod').then(
        (m) => m.CreateDatabaseBackupBody,
      ),
    defaultValues: { name: '', remark: '' },
    toBody: (v) => {
      const remark = v.remark.trim();
      return { instanceId: instance.id, name: v.name.trim(), ...(remark ? { remark } : {}) };
    },
    submit: (data) => createDatabaseBackup(data),
    onSaved: (data) => {
      notify({ kind: 'success', message: s.started(data.name) });
      void queryClient.invalidateQueries({ queryKey: getListDatabaseBackupsQueryKey() });
      onClose();
    },
    failure: s.createFailed,
  });

  return (
    <FormDialogBody
      form={form}
      title={s.createTitle}
      description={<span className="break-all">{s.createDescription(instance.name)}</span>}
      onCancel={onClose}
      submitLabel={s.start}
    >
      <TextField
        name="name"
        label={s.backupName}
        required
        autoFocus
        maxLength={limits.name.maxLength + 10}
      />
      <TextField name="remark" label={s.remark} maxLength={limits.remark.maxLength + 20} />
    </FormDialogBody>
  );
}
