import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getListCustomerTagOptionsQueryKey,
  getListCustomerTagsQueryKey,
  useSaveCustomerTag,
  useUpdateCustomerTag,
} from '@/api/generated/endpoints/system-management/system-management';
import { saveCustomerTagBodyLimits as limits } from '@/api/generated/limits';
import type { CustomerTag } from '@/api/generated/model';
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
import { customerTagStrings as s } from '../strings';
import {
  FIELD_ORDER,
  toRequest,
  validateTag,
  valuesOf,
  type TagFormValues,
} from '../tag-form-values';

/** A new tag, or the tag to edit; null when closed. */
export type TagDialogTarget = { kind: 'add' } | { kind: 'edit'; tag: CustomerTag } | null;

interface TagFormDialogProps {
  target: TagDialogTarget;
  onClose: () => void;
}

/** Add and edit of a customer tag; what was typed survives a refused save. */
export function TagFormDialog({ target, onClose }: TagFormDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <DialogContent className="max-w-lg">
          <TagForm
            key={target.kind === 'edit' ? target.tag.id : 'add'}
            target={target}
            onClose={onClose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function TagForm({
  target,
  onClose,
}: {
  target: NonNullable<TagDialogTarget>;
  onClose: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  const editing = target.kind === 'edit' ? target.tag : null;
  const [values, setValues] = useState<TagFormValues>(valuesOf(editing));
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveCustomerTag();
  const update = useUpdateCustomerTag();
  const pending = save.isPending || update.isPending;
  const errors = submitted ? validateTag(values) : {};
  const set = (patch: Partial<TagFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const done = (name: string) => {
    notify({ kind: 'success', message: s.saved(name) });
    void queryClient.invalidateQueries({ queryKey: getListCustomerTagsQueryKey() });
    // Every tag chooser of the console reads the options call.
    void queryClient.invalidateQueries({ queryKey: getListCustomerTagOptionsQueryKey() });
    onClose();
  };
  const failed = (error: unknown) => setServerError(failureText(error, s.saveFailed));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (pending) return;
    setSubmitted(true);
    if (focusFirstInvalid(formRef.current, FIELD_ORDER, validateTag(values))) return;
    setServerError(null);
    const data = toRequest(values);
    if (editing)
      update.mutate(
        { data: { id: editing.id, ...data } },
        { onSuccess: () => done(data.name), onError: failed },
      );
    else save.mutate({ data }, { onSuccess: () => done(data.name), onError: failed });
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{editing ? s.editTitle : s.addTitle}</DialogTitle>
        <DialogDescription>
          {editing ? s.editDescription(editing.name) : s.addDescription}
        </DialogDescription>
      </DialogHeader>
      {serverError ? <Alert>{serverError}</Alert> : null}
      <FormField label={s.name} error={errors.name} required>
        <Input
          name="name"
          autoFocus
          autoComplete="off"
          maxLength={limits.name.maxLength + 10}
          value={values.name}
          onChange={(event) => set({ name: event.target.value })}
        />
      </FormField>
      <FormField label={s.description} error={errors.description}>
        <textarea
          name="description"
          rows={3}
          maxLength={limits.description.maxLength + 50}
          className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm aria-invalid:border-red-600 focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-blue-600/30"
          value={values.description}
          onChange={(event) => set({ description: event.target.value })}
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
