import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';

import {
  getListAnnouncementsQueryKey,
  saveAnnouncement,
  updateAnnouncement,
  useListCustomerTagOptions,
} from '@/api/generated/endpoints/system-management/system-management';
import type { Announcement } from '@/api/generated/model';
import { ControlField } from '@/components/forms/control-field';
import { DateRangeField } from '@/components/forms/date-range-field';
import {
  editFormDialog,
  type EditFormProps,
  type EditTarget,
  FormDialogBody,
} from '@/components/forms/form-dialog';
import { ChoiceField, TextField } from '@/components/forms/form-fields';
import { MultiChoiceField } from '@/components/forms/multi-choice-field';
import { useContractForm } from '@/components/forms/use-contract-form';
import { notify } from '@/lib/notify';

import {
  announcementRules,
  type AnnouncementValues,
  emptyValues,
  toRequest,
  valuesOf,
} from '../announcement-form-values';
import { announcementStrings as s } from '../strings';
import { RichTextEditor } from './rich-text-editor';

export type AnnouncementDialogTarget = EditTarget<Announcement>;

const LEVELS = ['normal', 'important', 'urgent'] as const;
const levelOptions = LEVELS.map((value) => ({ value, label: s.levelLabels[value] ?? value }));
const audienceOptions = [
  { value: 'all', label: s.audienceAll },
  { value: 'userTags', label: s.audienceTags },
];

function AnnouncementForm({ editing, onClose }: EditFormProps<Announcement>) {
  const queryClient = useQueryClient();
  const tags = useListCustomerTagOptions({
    query: { select: (a) => a.data.map(({ id, name }) => ({ value: id, label: name })) },
  });
  const form = useContractForm({
    schema: () =>
      import('@/api/generated/zod/system-management/system-management.zod').then(
        (m) => m.SaveAnnouncementBody,
      ),
    defaultValues: editing ? valuesOf(editing) : emptyValues,
    toBody: toRequest,
    rules: announcementRules,
    submit: async (data) => {
      try {
        await (editing ? updateAnnouncement({ ...data, id: editing.id }) : saveAnnouncement(data));
      } finally {
        void queryClient.invalidateQueries({ queryKey: getListAnnouncementsQueryKey() });
      }
    },
    onSaved: (data) => {
      notify({ kind: 'success', message: s.saved(data.title) });
      onClose();
    },
    failure: s.saveFailed,
  });
  const audience = useWatch({ control: form.methods.control, name: 'audience' });

  return (
    <FormDialogBody
      form={form}
      title={editing ? s.editTitle : s.addTitle}
      description={s.formDescription}
      onCancel={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem_10rem]">
        <TextField name="title" label={s.title} required />
        <ChoiceField name="level" label={s.level} options={levelOptions} />
        <ChoiceField name="audience" label={s.audience} options={audienceOptions} />
      </div>
      {audience === 'userTags' ? (
        <MultiChoiceField
          name="userTagIds"
          label={s.userTags}
          required
          options={tags.data}
          loading={tags.isPending}
          failed={tags.isError}
          placeholder={s.noneChosen}
        />
      ) : null}
      <DateRangeField
        startName="start"
        endName="end"
        startLabel={s.windowStart}
        endLabel={s.windowEnd}
      />
      <ControlField<AnnouncementValues['content']>
        name="content"
        label={s.content}
        required
        render={(field) => <RichTextEditor {...field} />}
      />
    </FormDialogBody>
  );
}

export const AnnouncementFormDialog = editFormDialog(AnnouncementForm, 'max-w-3xl');
