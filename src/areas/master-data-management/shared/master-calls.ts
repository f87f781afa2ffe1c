import {
  deleteCarTeams,
  deleteEcus,
  deleteTesters,
  deleteVehicleModels,
  deleteVehicles,
  getListCarTeamsQueryKey,
  getListEcusQueryKey,
  getListTestersQueryKey,
  getListVehicleModelsQueryKey,
  getListVehiclesQueryKey,
  listCarTeams,
  listEcus,
  listTesters,
  listVehicleModels,
  listVehicles,
} from '@/api/generated/endpoints/master-data-management/master-data-management';

/** Each master data list's generated calls: the paged list, its query key, the delete of ids. */
export const masterCalls = {
  tester: { list: listTesters, key: getListTestersQueryKey, remove: deleteTesters },
  vehicle: { list: listVehicles, key: getListVehiclesQueryKey, remove: deleteVehicles },
  'vehicle-model': {
    list: listVehicleModels,
    key: getListVehicleModelsQueryKey,
    remove: deleteVehicleModels,
  },
  ecu: { list: listEcus, key: getListEcusQueryKey, remove: deleteEcus },
  'car-team': { list: listCarTeams, key: getListCarTeamsQueryKey, remove: deleteCarTeams },
} as const;

/** The master data a list holds; its codes are `master:<entity>-edit` and `master:<entity>-delete`. */
export type MasterEntity = keyof typeof masterCalls;

type ListCall<E extends MasterEntity> = (typeof masterCalls)[E]['list'];

/** The list call's parameters. */
export type MasterParams<E extends MasterEntity> = NonNullable<Parameters<ListCall<E>>[0]>;

/** A row of the list. */
export type MasterRow<E extends MasterEntity> = Awaited<
  ReturnType<ListCall<E>>
>['data']['list'][number];
