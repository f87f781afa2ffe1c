import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getListRolesQueryKey,
  useSaveRole,
  useUpdateRole,
} from '@/api/generated/endpoints/system-management/system-management';
import { saveRoleBodyLimits } from '@/api/generated/limits';
import type { AuthorityCode, Role } from '@/api/generated/model';
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
import { roleStrings as s } from '../strings';
import { AuthorityPicker } from './authority-picker';
import { MenuPreview } from './menu-preview';

export type RoleDialogTarget = { kind: 'add' } | { kind: 'edit'; role: Role } | null;

export function RoleFormDialog(props: { target: RoleDialogTarget; onClose: () => void }) {
  const { target, onClose } = props;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <DialogContent className="max-w-4xl">
          <RoleForm
            key={target.kind === 'edit' ? target.role.id : 'add'}
            editing={target.kind === 'edit' ? target.role : null}
            onClose={onClose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

const limits = saveRoleBodyLimits;

function validate(name: string, description: string) {
  const errors: { name?: string; description?: string } = {};
  if (name.trim() === '') errors.name = s.required(s.name);
  else if (name.length > limits.name.maxLength)
    errors.name = s.tooLong(s.name, limits.name.maxLength);
  if (description.length > limits.description.maxLength)
    errors.description = s.tooLong(s.description, limits.description.maxLength);
  return errors;
}

/** Add/edit of a role: name, description, the authority tree and the menu it gives. */
function RoleForm({ editing, onClose }: { editing: Role | null; onClose: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  const [name, setName] = useState(editing?.name ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [held, setHeld] = useState<Set<AuthorityCode>>(new Set(editing?.authorities ?? []));
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveRole();
  const update = useUpdateRole();
  const pending = save.isPending || update.isPending;
  const locked = editing?.builtIn ?? false;
  const errors = submitted ? validate(name, description) : {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (pending) return;
    setSubmitted(true);
    if (focusFirstInvalid(formRef.current, ['name', 'description'], validate(name, description)))
      return;
    setServerError(null);
    const data = { name: name.trim(), description, authorities: [...held] };
    const handlers = {
      onSuccess: () => {
        notify({ kind: 'success', message: s.saved(data.name) });
        onClose();
      },
      onError: (error: unknown) => setServerError(failureText(error, s.saveFailed)),
      onSettled: () => void queryClient.invalidateQueries({ queryKey: getListRolesQueryKey() }),
    };
    if (editing) update.mutate({ data: { ...data, id: editing.id } }, handlers);
    else save.mutate({ data }, handlers);
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{editing ? s.editTitle : s.addTitle}</DialogTitle>
        <DialogDescription>
          {editing ? s.editDescription(editing.name) : s.addDescription}
          {locked ? ` ${s.builtInLocked}` : ''}
        </DialogDescription>
      </DialogHeader>
      {serverError ? <Alert>{serverError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={s.name} error={errors.name} required>
          <Input name="name" value={name} onChange={(event) => setName(event.target.value)} />
        </FormField>
        <FormField label={s.description} error={errors.description}>
          <Input
            name="description"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </FormField>
      </div>
      <div className="grid gap-4 md:grid-cols-[1fr_14rem]">
        <AuthorityPicker held={held} onChange={setHeld} disabled={locked} />
        <MenuPreview codes={[...held]} />
      </div>
      <DialogFooter>
        <Button onClick={onClose} disabled={pending}>
          {s.cancel}
        </Button>
        <Button type="submit" variant="primary" pending={pending}>
          {s.save}
        </Button>
      </DialogFooter>
    </form>
  );
}
