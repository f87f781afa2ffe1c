import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getListDatabaseBackupsQueryKey,
  useCreateDatabaseBackup,
} from '@/api/generated/endpoints/database-management/database-management';
import { createDatabaseBackupBodyLimits as limits } from '@/api/generated/limits';
import type { DatabaseInstance } from '@/api/generated/model';
import { failureText } from '@/api/errors';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { focusFirstInvalid } from '@/lib/forms';
import { notify } from '@/lib/notify';
import { databaseStrings as s } from '../strings';

type Field = 'name' | 'remark';
const ORDER: readonly Field[] = ['name', 'remark'];

/** Messages by field, in the contract's limits. */
export function validateBackup(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const name = values.name.trim();
  if (!name) errors.name = s.nameRequired;
  else if (name.length > limits.name.maxLength) errors.name = s.nameTooLong(limits.name.maxLength);
  if (values.remark.trim().length > limits.remark.maxLength)
    errors.remark = s.remarkTooLong(limits.remark.maxLength);
  return errors;
}

interface BackupCreateDialogProps {
  instance: DatabaseInstance | null;
  onClose: () => void;
}

/** Back up now with a name; the backup runs on the server and shows up in the list at once. */
export function BackupCreateDialog({ instance, onClose }: BackupCreateDialogProps) {
  return (
    <Dialog open={instance !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {instance ? (
        <DialogContent className="max-w-lg">
          <BackupForm key={instance.id} instance={instance} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function BackupForm({ instance, onClose }: { instance: DatabaseInstance; onClose: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', remark: '' });
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreateDatabaseBackup();
  const errors = submitted ? validateBackup(values) : {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (create.isPending) return;
    setSubmitted(true);
    if (focusFirstInvalid(formRef.current, ORDER, validateBackup(values))) return;
    setServerError(null);
    const name = values.name.trim();
    const remark = values.remark.trim();
    create.mutate(
      { data: { instanceId: instance.id, name, ...(remark ? { remark } : {}) } },
      {
        onSuccess: () => {
          notify({ kind: 'success', message: s.started(name) });
          void queryClient.invalidateQueries({ queryKey: getListDatabaseBackupsQueryKey() });
          onClose();
        },
        onError: (error) => setServerError(failureText(error, s.createFailed)),
      },
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{s.createTitle}</DialogTitle>
        <DialogDescription className="break-all">
          {s.createDescription(instance.name)}
        </DialogDescription>
      </DialogHeader>
      {serverError ? <Alert>{serverError}</Alert> : null}
      <FormField label={s.backupName} error={errors.name} required>
        <Input
          name="name"
          autoFocus
          autoComplete="off"
          maxLength={limits.name.maxLength + 10}
          value={values.name}
          onChange={(event) => setValues((v) => ({ ...v, name: event.target.value }))}
        />
      </FormField>
      <FormField label={s.remark} error={errors.remark}>
        <Input
          name="remark"
          autoComplete="off"
          maxLength={limits.remark.maxLength + 20}
          value={values.remark}
          onChange={(event) => setValues((v) => ({ ...v, remark: event.target.value }))}
        />
      </FormField>
      <DialogFooter>
        <Button onClick={onClose} disabled={create.isPending}>
          {s.cancel}
        </Button>
        <Button type="submit" variant="primary" pending={create.isPending}>
          {s.start}
        </Button>
      </DialogFooter>
    </form>
  );
}
