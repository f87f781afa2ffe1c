import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getListAnnouncementsQueryKey,
  useListCustomerTagOptions,
  useSaveAnnouncement,
  useUpdateAnnouncement,
} from '@/api/generated/endpoints/system-management/system-management';
import type { Announcement } from '@/api/generated/model';
import { failureText } from '@/api/errors';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DateRangePicker } from '@/components/ui/date-picker';
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
  emptyValues,
  FIELD_ORDER,
  toRequest,
  validateAnnouncement,
  valuesOf,
  type AnnouncementValues,
} from '../announcement-form-values';
import { announcementStrings as s } from '../strings';
import { RichTextEditor } from './rich-text-editor';

export type AnnouncementDialogTarget = { kind: 'add' } | { kind: 'edit'; row: Announcement } | null;

export function AnnouncementFormDialog(props: {
  target: AnnouncementDialogTarget;
  onClose: () => void;
}) {
  const { target, onClose } = props;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <DialogContent className="max-w-3xl">
          <AnnouncementForm
            key={target.kind === 'edit' ? target.row.id : 'add'}
            editing={target.kind === 'edit' ? target.row : null}
            onClose={onClose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

const LEVELS = ['normal', 'important', 'urgent'] as const;

function AnnouncementForm({
  editing,
  onClose,
}: {
  editing: Announcement | null;
  onClose: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  const [values, setValues] = useState<AnnouncementValues>(
    editing ? valuesOf(editing) : emptyValues,
  );
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const tags = useListCustomerTagOptions({
    query: { select: (a) => a.data.map(({ id, name }) => ({ value: id, label: name })) },
  });
  const save = useSaveAnnouncement();
  const update = useUpdateAnnouncement();
  const pending = save.isPending || update.isPending;
  const errors = submitted ? validateAnnouncement(values) : {};
  const set = (patch: Partial<AnnouncementValues>) => setValues((v) => ({ ...v, ...patch }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (pending) return;
    setSubmitted(true);
    const problems = validateAnnouncement(values);
    if (focusFirstInvalid(formRef.current, FIELD_ORDER, problems) || problems.window) return;
    setServerError(null);
    const data = toRequest(values);
    const handlers = {
      onSuccess: () => {
        notify({ kind: 'success', message: s.saved(data.title) });
        onClose();
      },
      onError: (error: unknown) => setServerError(failureText(error, s.saveFailed)),
      onSettled: () =>
        void queryClient.invalidateQueries({ queryKey: getListAnnouncementsQueryKey() }),
    };
    if (editing) update.mutate({ data: { ...data, id: editing.id } }, handlers);
    else save.mutate({ data }, handlers);
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{editing ? s.editTitle : s.addTitle}</DialogTitle>
        <DialogDescription>{s.formDescription}</DialogDescription>
      </DialogHeader>
      {serverError ? <Alert>{serverError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem_10rem]">
        <FormField label={s.title} error={errors.title} required>
          <Input
            name="title"
            value={values.title}
            onChange={(e) => set({ title: e.target.value })}
          />
        </FormField>
        <SelectField
          label={s.level}
          value={values.level}
          onValueChange={(level) => set({ level: LEVELS.find((l) => l === level) ?? 'normal' })}
        >
          {LEVELS.map((level) => (
            <SelectItem key={level} value={level}>
              {s.levelLabels[level]}
            </SelectItem>
          ))}
        </SelectField>
        <SelectField
          label={s.audience}
          value={values.audience}
          onValueChange={(audience) =>
            set({ audience: audience === 'userTags' ? 'userTags' : 'all' })
          }
        >
          <SelectItem value="all">{s.audienceAll}</SelectItem>
          <SelectItem value="userTags">{s.audienceTags}</SelectItem>
        </SelectField>
      </div>
      {values.audience === 'userTags' ? (
        <FormField label={s.userTags} error={errors.userTagIds} required>
          <MultiSelect
            name="userTagIds"
            options={tags.data}
            loading={tags.isPending}
            failed={tags.isError}
            value={values.userTagIds}
            onChange={(userTagIds) => set({ userTagIds })}
            placeholder={s.noneChosen}
          />
        </FormField>
      ) : null}
      <DateRangePicker
        startLabel={s.windowStart}
        endLabel={s.windowEnd}
        value={{ start: values.start, end: values.end }}
        showProblem={submitted ? true : undefined}
        onValueChange={(range) => set({ start: range.start, end: range.end })}
      />
      <FormField label={s.content} error={errors.content} required>
        <RichTextEditor
          name="content"
          value={values.content}
          onChange={(content) => set({ content })}
        />
      </FormField>
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
