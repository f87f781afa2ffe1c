import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import {
  getListRolesQueryKey,
  saveRole,
  updateRole,
} from '@/api/generated/endpoints/system-management/system-management';
import type { AuthorityCode, Role } from '@/api/generated/model';
import {
  editFormDialog,
  type EditFormProps,
  type EditTarget,
  FormDialogBody,
} from '@/components/forms/form-dialog';
import { TextField } from '@/components/forms/form-fields';
import { useContractForm } from '@/components/forms/use-contract-form';
import { notify } from '@/lib/notify';

import { roleStrings as s } from '../strings';
import { AuthorityPicker } from './authority-picker';
import { MenuPreview } from './menu-preview';

export type RoleDialogTarget = EditTarget<Role>;

/** Add/edit of a role: name, description, the authority tree and the menu it gives. */
function RoleForm({ editing, onClose }: EditFormProps<Role>) {
  const queryClient = useQueryClient();
  const [held, setHeld] = useState<Set<AuthorityCode>>(new Set(editing?.authorities ?? []));
  const locked = editing?.builtIn ?? false;
  const form = useContractForm({
    schema: () =>
      import('@/api/generated/zod/system-management/system-management.zod').then(
        (m) => m.SaveRoleBody,
      ),
    defaultValues: { name: editing?.name ?? '', description: editing?.description ?? '' },
    toBody: (values) => ({ ...values, name: values.name.trim(), authorities: [...held] }),
    submit: async (data) => {
      try {
        await (editing ? updateRole({ ...data, id: editing.id }) : saveRole(data));
      } finally {
        void queryClient.invalidateQueries({ queryKey: getListRolesQueryKey() });
      }
    },
    onSaved: (data) => {
      notify({ kind: 'success', message: s.saved(data.name) });
      onClose();
    },
    failure: s.saveFailed,
  });

  return (
    <FormDialogBody
      form={form}
      title={editing ? s.editTitle : s.addTitle}
      description={
        <>
          {editing ? s.editDescription(editing.name) : s.addDescription}
          {locked ? ` ${s.builtInLocked}` : ''}
        </>
      }
      onCancel={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label={s.name} required />
        <TextField name="description" label={s.description} />
      </div>
      <div className="grid gap-4 md:grid-cols-[1fr_14rem]">
        <AuthorityPicker held={held} onChange={setHeld} disabled={locked} />
        <MenuPreview codes={[...held]} />
      </div>
    </FormDialogBody>
  );
}

export const RoleFormDialog = editFormDialog(RoleForm, 'max-w-4xl');
