import { useQueryClient } from '@tanstack/react-query';

import {
  getListTestProjectsQueryKey,
  saveTestProject,
  updateTestProject,
} from '@/api/generated/endpoints/test-project-management/test-project-management';
import type { TestProject } from '@/api/generated/model';
import {
  editFormDialog,
  type EditFormProps,
  type EditTarget,
  FormDialogBody,
} from '@/components/forms/form-dialog';
import { useContractForm } from '@/components/forms/use-contract-form';
import { notify } from '@/lib/notify';
import { getUserInfo } from '@/lib/storage';

import { ProjectFields } from './project-fields';
import { emptyProjectValues, projectRules, toProjectBody, valuesFromProject } from './project-form';
import { testProjectStrings as s } from './strings';
import { useProjectOptions } from './use-project-options';

export type ProjectDialogTarget = EditTarget<TestProject>;

/** Add / edit of a project; a refused save keeps everything typed, with the server's message. */

function ProjectForm({ editing, onClose }: EditFormProps<TestProject>) {
  const queryClient = useQueryClient();
  const { cars } = useProjectOptions();
  const fleetCars = (fleetIds: readonly number[]) =>
    cars.filter((c) => c.carTeamId !== null && fleetIds.includes(c.carTeamId)).map((c) => c.id);
  const form = useContractForm({
    schema: () =>
      import('@/api/generated/zod/test-project-management/test-project-management.zod').then(
        (m) => m.SaveTestProjectBody,
      ),
    defaultValues: editing
      ? valuesFromProject(editing)
      : emptyProjectValues(getUserInfo()?.id ?? 1),
    toBody: (values) => toProjectBody(values, fleetCars),
    rules: projectRules,
    submit: (data) =>
      editing ? updateTestProject({ ...data, id: editing.id }) : saveTestProject(data),
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: getListTestProjectsQueryKey() });
      notify({ kind: 'success', message: editing ? s.saved : s.created });
      onClose();
    },
    failure: s.saveFailed,
  });

  return (
    <FormDialogBody
      form={form}
      title={editing ? s.editTitle : s.addTitle}
      description={null}
      onCancel={onClose}
    >
      <ProjectFields />
    </FormDialogBody>
  );
}

export const ProjectFormDialog = editFormDialog(ProjectForm, 'max-w-2xl');
