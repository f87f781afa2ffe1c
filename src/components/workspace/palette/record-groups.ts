import { listDevices } from '@/api/generated/endpoints/device-management/device-management';
import {
  listCarTeams,
  listVehicles,
} from '@/api/generated/endpoints/master-data-management/master-data-management';
import { listTestProjects } from '@/api/generated/endpoints/test-project-management/test-project-management';
import type { AuthorityCode } from '@/api/generated/model';

import { paletteStrings as s } from './strings';

/** A record found by the palette and the place that shows it. */
export interface RecordHit {
  id: string;
  label: string;
  hint: string;
  /** The list that shows the record, filtered to it by `keyword`. */
  to: RecordListPath;
  keyword: string;
}

export type RecordListPath =
  | '/device-management/device-list'
  | '/master-data-management/vehicle'
  | '/test-project-management/testproject'
  | '/master-data-management/car-team';

export type RecordGroupId = 'devices' | 'vehicles' | 'projects' | 'fleets';

/** One kind of record the palette searches through its list call. */
export interface RecordGroup {
  id: RecordGroupId;
  label: string;
  /** The view code of the list that shows the records (and of the call). */
  code: AuthorityCode;
  search: (keyword: string, signal: AbortSignal) => Promise<RecordHit[]>;
}

/** How many records of each kind the palette shows. */
export const RECORDS_PER_GROUP = 5;

const page = { pageNo: 1, pageSize: RECORDS_PER_GROUP } as const;

/** Every record kind, in the order the palette shows them; each opens its list filtered to it. */
export const recordGroups: readonly RecordGroup[] = [
  {
    id: 'devices',
    label: s.groups.devices,
    code: 'device:list',
    search: async (keyword, signal) => {
      const answer = await listDevices({ ...page, keyword }, { signal });
      return answer.data.list.map((device) => ({
        id: `device-${device.id}`,
        label: device.serialNo,
        hint: s.deviceHint(device.name, device.car?.plate ?? null),
        to: '/device-management/device-list',
        keyword: device.serialNo,
      }));
    },
  },
  {
    id: 'vehicles',
    label: s.groups.vehicles,
    code: 'master:vehicle',
    search: async (keyword, signal) => {
      const answer = await listVehicles({ ...page, keyword }, { signal });
      return answer.data.list.map((vehicle) => ({
        id: `vehicle-${vehicle.id}`,
        label: vehicle.vin,
        hint: s.vehicleHint(vehicle.plate, vehicle.vehicleModelName),
        to: '/master-data-management/vehicle',
        keyword: vehicle.vin,
      }));
    },
  },
  {
    id: 'projects',
    label: s.groups.projects,
    code: 'test-project:view',
    search: async (keyword, signal) => {
      const answer = await listTestProjects({ ...page, keyword }, { signal });
      return answer.data.list.map((project) => ({
        id: `project-${project.id}`,
        label: project.name,
        hint: s.projectHint(project.code),
        to: '/test-project-management/testproject',
        keyword: project.code,
      }));
    },
  },
  {
    id: 'fleets',
    label: s.groups.fleets,
    code: 'master:car-team',
    search: async (keyword, signal) => {
      const answer = await listCarTeams({ ...page, keyword }, { signal });
      return answer.data.list.map((fleet) => ({
        id: `fleet-${fleet.id}`,
        label: fleet.name,
        hint: s.fleetHint(fleet.carCount),
        to: '/master-data-management/car-team',
        keyword: fleet.name,
      }));
    },
  },
];
