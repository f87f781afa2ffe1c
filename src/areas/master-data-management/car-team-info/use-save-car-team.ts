import { useQueryClient } from '@tanstack/react-query';

import {
  addCarTeamCars,
  addCarTeamMembers,
  getGetCarTeamQueryKey,
  getListCarTeamOptionsQueryKey,
  getListCarTeamsQueryKey,
  getListTestersQueryKey,
  getListVehiclesQueryKey,
  removeCarTeamCars,
  removeCarTeamMembers,
  saveCarTeam,
  updateCarTeam,
} from '@/api/generated/endpoints/master-data-management/master-data-management';
import type { CarTeamSaveRequest } from '@/api/generated/model';

import { type CarTeamForm, membershipChanges } from './form-model';

export interface SaveTarget {
  mode: 'new' | 'edit';
  id: number;
  base: CarTeamForm;
}

/**
 * Saves the page: a new fleet in one call; an edit as its basics plus the cars and members that
 * came and went. Members join before the update so a new leader is already one of them.
 */
async function save(
  { mode, id, base }: SaveTarget,
  body: CarTeamSaveRequest,
  form: CarTeamForm,
): Promise<number> {
  if (mode === 'new') return (await saveCarTeam(body)).data.id;
  const basics = {
    name: body.name,
    userTagId: body.userTagId ?? null,
    remark: body.remark ?? '',
    leaderId: body.leaderId ?? null,
  };
  const changes = membershipChanges(base, form);
  if (changes.addMembers.length > 0)
    await addCarTeamMembers({ carTeamId: id, memberIds: changes.addMembers });
  await updateCarTeam({ id, ...basics });
  if (changes.removeMembers.length > 0)
    await removeCarTeamMembers({ carTeamId: id, memberIds: changes.removeMembers });
  if (changes.addCars.length > 0) await addCarTeamCars({ carTeamId: id, carIds: changes.addCars });
  if (changes.removeCars.length > 0)
    await removeCarTeamCars({ carTeamId: id, carIds: changes.removeCars });
  return id;
}

/** The fleet page's save, for the form's `submit`; a failure rejects with its reason. */
export function useSaveCarTeam(target: SaveTarget) {
  const queryClient = useQueryClient();
  return async (body: CarTeamSaveRequest, form: CarTeamForm): Promise<number> => {
    try {
      const savedId = await save(target, body, form);
      void queryClient.invalidateQueries({ queryKey: getGetCarTeamQueryKey({ id: savedId }) });
      return savedId;
    } finally {
      // Even a half-done edit changed the store: every list that shows fleets reads again.
      for (const queryKey of [
        getListCarTeamsQueryKey(),
        getListCarTeamOptionsQueryKey(),
        getListVehiclesQueryKey(),
        getListTestersQueryKey(),
      ])
        void queryClient.invalidateQueries({ queryKey });
    }
  };
}
