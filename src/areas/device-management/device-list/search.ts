import type { ListDevicesParams } from '@/api/generated/model';

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

/** The filters of the URL search besides the keyword: the reset clears them. */
export const DEVICE_FILTERS = [
  'status',
  'online',
  'model',
  'fleetId',
  'softwareVersionId',
  'hardwareVersionId',
] as const;

/** The listDevices keyword and filters of a URL search, under the contract's names; empty ones left out. */
export function deviceFilterParams(
  search: DeviceListSearch,
): Omit<ListDevicesParams, 'pageNo' | 'pageSize'> {
  const params: Omit<ListDevicesParams, 'pageNo' | 'pageSize'> = {};
  if (search.keyword) params.keyword = search.keyword;
  if (search.status !== undefined) params.device_reg_status = search.status;
  if (search.online) params.online = search.online === 'online';
  if (search.model !== undefined) params.model_number = search.model;
  if (search.fleetId !== undefined) params.fleetId = search.fleetId;
  if (search.softwareVersionId !== undefined) params.softwareVersionId = search.softwareVersionId;
  if (search.hardwareVersionId !== undefined) params.hardwareVersionId = search.hardwareVersionId;
  return params;
}
