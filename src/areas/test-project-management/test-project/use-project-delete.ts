import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getListTestProjectsQueryKey,
  useDeleteTestProjects,
} from '@/api/generated/endpoints/test-project-management/test-project-management';
import type { TestProject } from '@/api/generated/model';
import { failureText } from '@/api/errors';
import { notify } from '@/lib/notify';
import { testProjectStrings as s } from './strings';

/** Delete of one project or the selected ones, behind a confirmation that names them. */
export function useProjectDelete(onDeleted: (ids: number[]) => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<readonly TestProject[] | null>(null);
  const remove = useDeleteTestProjects();
  const confirm = () => {
    if (!pending) return;
    const ids = pending.map((p) => p.id);
    remove.mutate(
      { data: { ids } },
      {
        onSuccess: () => {
          notify({ kind: 'success', message: s.deleted(ids.length) });
          setPending(null);
          onDeleted(ids);
        },
        onError: (error) => notify({ kind: 'error', message: failureText(error, s.deleteFailed) }),
        onSettled: () =>
          void queryClient.invalidateQueries({ queryKey: getListTestProjectsQueryKey() }),
      },
    );
  };
  return {
    pending,
    ask: setPending,
    cancel: () => setPending(null),
    confirm,
    deleting: remove.isPending,
  };
}
