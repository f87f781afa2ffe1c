import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getListCarTeamOptionsQueryKey,
  getListCarTeamsQueryKey,
  useDeleteCarTeams,
} from '@/api/generated/endpoints/master-data-management/master-data-management';
import type { CarTeam } from '@/api/generated/model';
import { failureText } from '@/api/errors';
import { notify } from '@/lib/notify';
import { carTeamStrings as s } from './strings';

/**
 * Delete of one fleet or the selected ones, behind a confirmation naming them and what they hold;
 * a refusal (a project still uses a fleet) keeps the dialog open with the server's message.
 */
export function useCarTeamDelete(onDeleted: (ids: number[]) => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<readonly CarTeam[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useDeleteCarTeams();

  const confirm = () => {
    if (!pending) return;
    const ids = pending.map((team) => team.id);
    setRefusal(null);
    remove.mutate(
      { data: { ids } },
      {
        onSuccess: () => {
          notify({ kind: 'success', message: s.deleted(ids.length) });
          setPending(null);
          onDeleted(ids);
        },
        onError: (error) => setRefusal(failureText(error, s.deleteFailed)),
        onSettled: () => {
          void queryClient.invalidateQueries({ queryKey: getListCarTeamsQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getListCarTeamOptionsQueryKey() });
        },
      },
    );
  };

  return {
    pending,
    refusal,
    ask: (teams: readonly CarTeam[]) => {
      setRefusal(null);
      setPending(teams);
    },
    cancel: () => setPending(null),
    confirm,
    deleting: remove.isPending,
  };
}
