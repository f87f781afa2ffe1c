import { useId } from 'react';
import { useWatch } from 'react-hook-form';

import type { Account } from '@/api/generated/model';
import { ControlField } from '@/components/forms/control-field';
import {
  editFormDialog,
  type EditFormProps,
  type EditTarget,
  FormDialogBody,
} from '@/components/forms/form-dialog';
import { ChoiceField, TextField } from '@/components/forms/form-fields';
import { MultiChoiceField } from '@/components/forms/multi-choice-field';
import { useContractForm } from '@/components/forms/use-contract-form';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';

import {
  type AccountFormValues,
  accountRules,
  emptyAccountValues,
  toRequest,
  valuesOf,
} from '../account-form-values';
import { useAccountOptions } from '../hooks/use-account-options';
import { useAccountSave } from '../hooks/use-account-save';
import { accountStrings as s } from '../strings';
import { PasswordChecklist } from './password-checklist';

/** What the dialog is open for: a new account, or one to edit; null when closed. */
export type AccountDialogTarget = EditTarget<Account>;

/** Add/edit of an account; messages beside the fields, what was typed kept on a failure. */
function AccountForm({ editing, onClose }: EditFormProps<Account>) {
  const creating = editing === null;
  const options = useAccountOptions();
  const save = useAccountSave(editing);
  const form = useContractForm({
    // An edit sends neither the username nor a password.
    schema: () =>
      import('@/api/generated/zod/system-management/system-management.zod').then((m) =>
        creating
          ? m.SaveAccountBody
          : m.SaveAccountBody.omit({ username: true, password: true, status: true }),
      ),
    defaultValues: editing ? valuesOf(editing) : emptyAccountValues,
    toBody: toRequest,
    rules: accountRules(creating),
    submit: (_, values) => save.mutateAsync(values),
    onSaved: (_, values) => {
      notify({ kind: 'success', message: s.saved(editing?.username ?? values.username.trim()) });
      onClose();
    },
    failure: s.saveFailed,
  });

  return (
    <FormDialogBody
      form={form}
      title={creating ? s.addTitle : s.editTitle}
      description={editing ? s.editDescription(editing.username) : s.addDescription}
      onCancel={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {creating ? <TextField name="username" label={s.username} required /> : null}
        <TextField name="realName" label={s.realName} required />
        {creating ? <PasswordField /> : null}
        <TextField name="phone" label={s.phone} />
        <TextField name="email" label={s.email} />
        <MultiChoiceField
          name="roleIds"
          label={s.roles}
          required
          options={options.roles}
          loading={options.rolesLoading}
          failed={options.rolesFailed}
          placeholder={s.noneChosen}
        />
        <MultiChoiceField
          name="userTagIds"
          label={s.userTags}
          options={options.tags}
          loading={options.tagsLoading}
          failed={options.tagsFailed}
          placeholder={s.noneChosen}
        />
        {creating ? (
          <ChoiceField
            name="status"
            label={s.initialStatus}
            options={(['enabled', 'disabled'] as const).map((value) => ({
              value,
              label: s.statusLabels[value] ?? value,
            }))}
          />
        ) : null}
      </div>
    </FormDialogBody>
  );
}

/** The initial password, the rules it must meet ticked off under it as it is typed. */
function PasswordField() {
  const rulesId = useId();
  const password = useWatch<AccountFormValues, 'password'>({ name: 'password' });
  return (
    <ControlField<string>
      name="password"
      label={s.password}
      required
      className="sm:col-span-2"
      hint={<PasswordChecklist id={rulesId} password={password} />}
      render={(field) => (
        <Input
          name={field.name}
          type="password"
          autoComplete="new-password"
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

export const AccountFormDialog = editFormDialog(AccountForm, 'max-w-2xl');
