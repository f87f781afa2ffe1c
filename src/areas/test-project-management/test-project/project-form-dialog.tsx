import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';

import { failureText } from '@/api/errors';
import {
  getListTestProjectsQueryKey,
  useSaveTestProject,
  useUpdateTestProject,
} from '@/api/generated/endpoints/test-project-management/test-project-management';
import type { TestProject } from '@/api/generated/model';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { focusFirstInvalid } from '@/lib/forms';
import { notify } from '@/lib/notify';
import { getUserInfo } from '@/lib/storage';

import { ProjectFields } from './project-fields';
import {
  emptyProjectForm,
  FIELD_ORDER,
  formFromProject,
  type ProjectForm,
  toSaveRequest,
  validateProject,
} from './project-form';
import { testProjectStrings as s } from './strings';
import { useProjectOptions } from './use-project-options';

export type ProjectDialogTarget = { kind: 'add' } | { kind: 'edit'; project: TestProject } | null;

interface ProjectFormDialogProps {
  target: ProjectDialogTarget;
  onClose: () => void;
}

/** Add / edit of a project; a refused save keeps everything typed, with the server's message. */
export function ProjectFormDialog({ target, onClose }: ProjectFormDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {target ? (
        <DialogContent className="max-w-2xl">
          <ProjectFormBody
            key={target.kind === 'edit' ? target.project.id : 0}
            target={target}
            onClose={onClose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ProjectFormBody({
  target,
  onClose,
}: {
  target: NonNullable<ProjectDialogTarget>;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const { cars } = useProjectOptions();
  const [form, setForm] = useState<ProjectForm>(() =>
    target.kind === 'edit'
      ? formFromProject(target.project)
      : emptyProjectForm(getUserInfo()?.id ?? 1),
  );
  const [submitted, setSubmitted] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const create = useSaveTestProject();
  const update = useUpdateTestProject();
  const busy = create.isPending || update.isPending;
  const errors = submitted ? validateProject(form) : {};

  const fleetCars = (fleetIds: readonly number[]) =>
    cars.filter((c) => c.carTeamId !== null && fleetIds.includes(c.carTeamId)).map((c) => c.id);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setSaveError(null);
    if (focusFirstInvalid(formRef.current, FIELD_ORDER, validateProject(form))) return;
    const body = toSaveRequest(form, fleetCars);
    try {
      if (target.kind === 'edit')
        await update.mutateAsync({ data: { ...body, id: target.project.id } });
      else await create.mutateAsync({ data: body });
      void queryClient.invalidateQueries({ queryKey: getListTestProjectsQueryKey() });
      notify({ kind: 'success', message: target.kind === 'edit' ? s.saved : s.created });
      onClose();
    } catch (error) {
      setSaveError(failureText(error, s.saveFailed));
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{target.kind === 'edit' ? s.editTitle : s.addTitle}</DialogTitle>
      </DialogHeader>
      {saveError ? <Alert title={s.saveFailed}>{saveError}</Alert> : null}
      <ProjectFields
        form={form}
        errors={errors}
        onChange={(patch) => setForm((current) => ({ ...current, ...patch }))}
      />
      <DialogFooter>
        <Button onClick={onClose} disabled={busy}>
          {s.cancel}
        </Button>
        <Button type="submit" variant="primary" pending={busy}>
          {s.save}
        </Button>
      </DialogFooter>
    </form>
  );
}
