import type { ListOriFilesByDateParams } from '@/api/generated/model';
import { formatMonth } from '@/lib/format';

export interface DateScreenSearch {
  month?: string;
  day?: string;
  carTeamId?: number;
  vin?: string;
  portType?: string;
  plate?: string;
}

/** The month shown: the URL's, or the current one (the spec's default month). */
export const monthOf = (search: DateScreenSearch): string =>
  search.month ?? formatMonth(new Date());

// The platform's days are UTC+8 days (CalendarDay), whatever the browser's zone.
const at = (text: string) => `${text}+08:00`;

export const dayBounds = (day: string): [string, string] => [
  at(`${day}T00:00:00`),
  at(`${day}T23:59:59`),
];

export function monthParams(search: DateScreenSearch): ListOriFilesByDateParams {
  const month = monthOf(search);
  const [year, mon] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year ?? 1970, mon ?? 1, 0)).getUTCDate();
  return {
    ...filters(search),
    startTime: at(`${month}-01T00:00:00`),
    endTime: at(`${month}-${String(last).padStart(2, '0')}T23:59:59`),
    withFiles: false,
    pageNo: 1,
    pageSize: 1000,
  };
}

export function dayParams(search: DateScreenSearch, day: string): ListOriFilesByDateParams {
  const [startTime, endTime] = dayBounds(day);
  return { ...filters(search), startTime, endTime, withFiles: true, pageNo: 1, pageSize: 1000 };
}

const filters = (search: DateScreenSearch): ListOriFilesByDateParams => {
  const params: ListOriFilesByDateParams = {};
  if (search.carTeamId !== undefined) params.carTeamId = search.carTeamId;
  if (search.vin) params.vin = search.vin;
  if (search.portType) params.portType = search.portType;
  if (search.plate) params.plate = search.plate;
  return params;
};
