import type { ListDevicesParams } from '@/api/generated/model';
import { DEFAULT_PAGE_SIZE } from '@/lib/list-search';

/** The device list's URL search, as the route validates it (every field optional). */
export interface DeviceListSearch {
  pageNo?: number;
  pageSize?: number;
  keyword?: string;
  status?: number;
  online?: 'online' | 'offline';
  model?: number;
  fleetId?: number;
  softwareVersionId?: number;
  hardwareVersionId?: number;
}

export type DeviceFilterPatch = Omit<DeviceListSearch, 'pageNo' | 'pageSize'>;

/** The listDevices params for a URL search: defaults applied, empty filters left out. */
export function toListParams(search: DeviceListSearch): ListDevicesParams {
  const params: ListDevicesParams = {
    pageNo: search.pageNo ?? 1,
    pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
  };
  if (search.keyword) params.keyword = search.keyword;
  if (search.status !== undefined) params.device_reg_status = search.status;
  if (search.online) params.online = search.online === 'online';
  if (search.model !== undefined) params.model_number = search.model;
  if (search.fleetId !== undefined) params.fleetId = search.fleetId;
  if (search.softwareVersionId !== undefined) params.softwareVersionId = search.softwareVersionId;
  if (search.hardwareVersionId !== undefined) params.hardwareVersionId = search.hardwareVersionId;
  return params;
}

/** Every filter cleared: the patch the reset button applies. */
export const NO_FILTERS: { [K in keyof Required<DeviceFilterPatch>]: undefined } = {
  keyword: undefined,
  status: undefined,
  online: undefined,
  model: undefined,
  fleetId: undefined,
  softwareVersionId: undefined,
  hardwareVersionId: undefined,
};

export const isFiltered = (search: DeviceListSearch): boolean =>
  Object.keys(NO_FILTERS).some(
    (key) =>
      search[key as keyof DeviceFilterPatch] !== undefined &&
      search[key as keyof DeviceFilterPatch] !== '',
  );
