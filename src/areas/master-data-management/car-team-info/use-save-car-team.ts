import { useMutation, useQueryClient } from '@tanstack/react-query';

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
async function save({ mode, id, base }: SaveTarget, form: CarTeamForm): Promise<number> {
  const basics = {
    name: form.name.trim(),
    userTagId: form.userTagId,
    remark: form.remark,
    leaderId: form.leaderId,
  };
  if (mode === 'new') {
    const answer = await saveCarTeam({
      ...basics,
      carIds: form.cars.map((c) => c.id),
      memberIds: form.members.map((m) => m.id),
    });
    return answer.data.id;
  }
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

export function useSaveCarTeam(target: SaveTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: CarTeamForm) => save(target, form),
    // Even a half-done edit changed the store: every list that shows fleets reads again.
    onSettled: (savedId) => {
      for (const queryKey of [
        getListCarTeamsQueryKey(),
        getListCarTeamOptionsQueryKey(),
        getListVehiclesQueryKey(),
        getListTestersQueryKey(),
      ])
        void queryClient.invalidateQueries({ queryKey });
      if (savedId !== undefined)
        void queryClient.invalidateQueries({ queryKey: getGetCarTeamQueryKey({ id: savedId }) });
    },
  });
}
