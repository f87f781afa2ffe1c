import { useQueryClient } from '@tanstack/react-query';

import {
  getListCustomerTagOptionsQueryKey,
  getListCustomerTagsQueryKey,
  saveCustomerTag,
  updateCustomerTag,
} from '@/api/generated/endpoints/system-management/system-management';
import { saveCustomerTagBodyLimits as limits } from '@/api/generated/limits';
import type { CustomerTag } from '@/api/generated/model';
import {
  editFormDialog,
  type EditFormProps,
  type EditTarget,
  FormDialogBody,
} from '@/components/forms/form-dialog';
import { TextField } from '@/components/forms/form-fields';
import { useContractForm } from '@/components/forms/use-contract-form';
import { notify } from '@/lib/notify';

import { customerTagStrings as s } from '../strings';
import { toRequest, valuesOf } from '../tag-form-values';

/** A new tag, or the tag to edit; null when closed. */
export type TagDialogTarget = EditTarget<CustomerTag>;

function TagForm({ editing, onClose }: EditFormProps<CustomerTag>) {
  const queryClient = useQueryClient();
  const form = useContractForm({
    schema: () =>
      import('@/api/generated/zod/system-management/system-management.zod').then(
        (m) => m.SaveCustomerTagBody,
      ),
    defaultValues: valuesOf(editing),
    toBody: toRequest,
    submit: (data) =>
      editing ? updateCustomerTag({ id: editing.id, ...data }) : saveCustomerTag(data),
    onSaved: (data) => {
      notify({ kind: 'success', message: s.saved(data.name) });
      void queryClient.invalidateQueries({ queryKey: getListCustomerTagsQueryKey() });
      // Every tag chooser of the console reads the options call.
      void queryClient.invalidateQueries({ queryKey: getListCustomerTagOptionsQueryKey() });
      onClose();
    },
    failure: s.saveFailed,
  });

  return (
    <FormDialogBody
      form={form}
      title={editing ? s.editTitle : s.addTitle}
      description={editing ? s.editDescription(editing.name) : s.addDescription}
      onCancel={onClose}
    >
      <TextField
        name="name"
        label={s.name}
        required
        autoFocus
        maxLength={limits.name.maxLength + 10}
      />
      <TextField
        name="description"
        label={s.description}
        rows={3}
        maxLength={limits.description.maxLength + 50}
      />
    </FormDialogBody>
  );
}

/** Add and edit of a customer tag; what was typed survives a refused save. */
export const TagFormDialog = editFormDialog(TagForm, 'max-w-lg');
