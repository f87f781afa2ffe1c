import type { ListMonitorDeviceStatusesParams } from '@/api/generated/model';

export type MonitorState = 'online' | 'offline' | 'collecting';

/** The global screen's URL search. */
export interface GlobalSearch {
  pageNo?: number;
  pageSize?: number;
  fleetId?: number;
  carId?: number;
  state?: MonitorState;
}

export type GlobalFilterPatch = Pick<GlobalSearch, 'fleetId' | 'carId' | 'state'>;

/** The monitor grid shows more tiles a page than a list shows rows. */
export const MONITOR_GRID_PAGE_SIZE = 100;

/** The status call's filters for the URL search (its page comes from `useListSearch`). */
export const statusFilterParams = (
  search: GlobalSearch,
): Omit<ListMonitorDeviceStatusesParams, 'pageNo' | 'pageSize'> => ({
  ...(search.fleetId !== undefined ? { fleetId: search.fleetId } : {}),
  ...(search.carId !== undefined ? { carId: search.carId } : {}),
  ...(search.state === 'online' ? { online: true } : {}),
  ...(search.state === 'offline' ? { online: false } : {}),
  ...(search.state === 'collecting' ? { collecting: true } : {}),
});
