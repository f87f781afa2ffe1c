import { useId, useRef, useState, type FormEvent } from 'react';
import type { Account } from '@/api/generated/model';
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
import { MultiSelect } from '@/components/ui/multi-select';
import { SelectItem } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-field';
import { focusFirstInvalid } from '@/lib/forms';
import { notify } from '@/lib/notify';
import {
  emptyAccountValues,
  FIELD_ORDER,
  validateAccount,
  valuesOf,
  type AccountFormValues,
} from '../account-form-values';
import { useAccountOptions } from '../hooks/use-account-options';
import { useAccountSave } from '../hooks/use-account-save';
import { accountStrings as s } from '../strings';
import { PasswordChecklist } from './password-checklist';

/** What the dialog is open for: a new account, or one to edit; null when closed. */
export type AccountDialogTarget = { kind: 'add' } | { kind: 'edit'; account: Account } | null;

export function AccountFormDialog(props: { target: AccountDialogTarget; onClose: () => void }) {
  const { target, onClose } = props;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <DialogContent className="max-w-2xl">
          <AccountForm
            key={target.kind === 'edit' ? target.account.id : 'add'}
            editing={target.kind === 'edit' ? target.account : null}
            onClose={onClose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** Add/edit of an account; messages beside the fields, what was typed kept on a failure. */
function AccountForm({ editing, onClose }: { editing: Account | null; onClose: () => void }) {
  const creating = editing === null;
  const formRef = useRef<HTMLFormElement>(null);
  const rulesId = useId();
  const [values, setValues] = useState<AccountFormValues>(
    editing ? valuesOf(editing) : emptyAccountValues,
  );
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const options = useAccountOptions();
  const save = useAccountSave(editing);
  const errors = submitted ? validateAccount(values, creating) : {};
  const set = (patch: Partial<AccountFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (save.isPending) return;
    setSubmitted(true);
    if (focusFirstInvalid(formRef.current, FIELD_ORDER, validateAccount(values, creating))) return;
    setServerError(null);
    save.mutate(values, {
      onSuccess: () => {
        notify({ kind: 'success', message: s.saved(editing?.username ?? values.username.trim()) });
        onClose();
      },
      onError: (error) => setServerError(failureText(error, s.saveFailed)),
    });
  };

  const text = (field: 'username' | 'realName' | 'phone' | 'email', label: string) => (
    <FormField
      label={label}
      error={errors[field]}
      required={field === 'username' || field === 'realName'}
    >
      <Input
        name={field}
        autoComplete="off"
        value={values[field]}
        onChange={(event) => set({ [field]: event.target.value })}
      />
    </FormField>
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{creating ? s.addTitle : s.editTitle}</DialogTitle>
        <DialogDescription>
          {editing ? s.editDescription(editing.username) : s.addDescription}
        </DialogDescription>
      </DialogHeader>
      {serverError ? <Alert>{serverError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {creating ? text('username', s.username) : null}
        {text('realName', s.realName)}
        {creating ? (
          <div className="flex flex-col gap-2 sm:col-span-2">
            <FormField label={s.password} error={errors.password} required describedBy={rulesId}>
              <Input
                name="password"
                type="password"
                autoComplete="new-password"
                value={values.password}
                onChange={(event) => set({ password: event.target.value })}
              />
            </FormField>
            <PasswordChecklist id={rulesId} password={values.password} />
          </div>
        ) : null}
        {text('phone', s.phone)}
        {text('email', s.email)}
        <FormField label={s.roles} error={errors.roleIds} required>
          <MultiSelect
            name="roleIds"
            options={options.roles}
            loading={options.rolesLoading}
            failed={options.rolesFailed}
            value={values.roleIds}
            onChange={(roleIds) => set({ roleIds })}
            placeholder={s.noneChosen}
          />
        </FormField>
        <FormField label={s.userTags}>
          <MultiSelect
            name="userTagIds"
            options={options.tags}
            loading={options.tagsLoading}
            failed={options.tagsFailed}
            value={values.userTagIds}
            onChange={(userTagIds) => set({ userTagIds })}
            placeholder={s.noneChosen}
          />
        </FormField>
        {creating ? (
          <SelectField
            label={s.initialStatus}
            value={values.status}
            onValueChange={(status) =>
              set({ status: status === 'disabled' ? 'disabled' : 'enabled' })
            }
          >
            <SelectItem value="enabled">{s.statusLabels.enabled}</SelectItem>
            <SelectItem value="disabled">{s.statusLabels.disabled}</SelectItem>
          </SelectField>
        ) : null}
      </div>
      <DialogFooter>
        <Button onClick={onClose} disabled={save.isPending}>
          {s.cancel}
        </Button>
        <Button type="submit" variant="primary" pending={save.isPending}>
          {s.save}
        </Button>
      </DialogFooter>
    </form>
  );
}
