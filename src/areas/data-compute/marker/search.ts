import type {
  ExportMarkerRuleRecordsCsvParams,
  MarkerRuleRecordStatus,
} from '@/api/generated/model';
import { formatDateTime, formatIsoOffset, parseIsoDate } from '@/lib/format';

import { markerStrings as s } from './strings';

/** The marker screen's URL search (validated by the route). */
export interface MarkerSearch {
  pageNo?: number | undefined;
  pageSize?: number | undefined;
  ruleId?: number | undefined;
  vin?: string | undefined;
  status?: '0' | '1' | '2' | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
  sortBy?: 'timeStamp' | 'ruleName' | 'vin' | 'status' | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
  interval?: 'hour' | 'day' | undefined;
  record?: number | undefined;
}

export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** A datetime-local value (local time) as the contract's date-time with offset. */
export function toIsoOffset(local: string): string | undefined {
  if (local.trim() === '') return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : formatIsoOffset(date);
}

/** A contract date-time as a datetime-local value; '' when absent or invalid. */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const date = parseIsoDate(iso);
  return date ? formatDateTime(date).replace(' ', 'T') : '';
}

/** Filters shared by the list and the CSV export, with the contract's parameter names. */
export function filterParams(search: MarkerSearch): ExportMarkerRuleRecordsCsvParams {
  const params: ExportMarkerRuleRecordsCsvParams = {};
  if (search.ruleId !== undefined) params.ruleId = search.ruleId;
  if (search.vin && VIN_PATTERN.test(search.vin)) params.vin = search.vin;
  if (search.status !== undefined) params.status = Number(search.status) as MarkerRuleRecordStatus;
  const start = search.startTime ? parseIsoDate(search.startTime) : null;
  const end = search.endTime ? parseIsoDate(search.endTime) : null;
  // A half-open or backwards range is never sent: the filter form refuses it, a hand-edited URL may not.
  if (search.startTime && search.endTime && start && end && end > start) {
    params.startTime = search.startTime;
    params.endTime = search.endTime;
  }
  if (search.sortBy) {
    params.sortBy = search.sortBy;
    params.sortOrder = search.sortOrder ?? 'desc';
  }
  return params;
}

export interface FilterDraft {
  ruleId: string;
  vin: string;
  status: string;
  start: string;
  end: string;
}

export type FilterErrors = Partial<Record<'vin' | 'start' | 'end', string>>;

/** Checks the filter form: VIN shape, both times or neither, end after start. */
export function validateFilters(draft: FilterDraft): FilterErrors {
  const errors: FilterErrors = {};
  const vin = draft.vin.trim().toUpperCase();
  if (vin && !VIN_PATTERN.test(vin)) errors.vin = s.errors.vin;
  const start = toIsoOffset(draft.start);
  const end = toIsoOffset(draft.end);
  if ((start === undefined) !== (end === undefined)) {
    errors[start === undefined ? 'start' : 'end'] = s.errors.missingTime;
  } else if (start && end && !(Number(parseIsoDate(end)) > Number(parseIsoDate(start)))) {
    errors.end = s.errors.startBeforeEnd;
  }
  return errors;
}

export function draftFrom(search: MarkerSearch): FilterDraft {
  return {
    ruleId: search.ruleId === undefined ? '' : String(search.ruleId),
    vin: search.vin ?? '',
    status: search.status ?? '',
    start: toLocalInput(search.startTime),
    end: toLocalInput(search.endTime),
  };
}

/** The URL search of a valid draft; paging starts over. */
export function searchFromDraft(draft: FilterDraft): Partial<MarkerSearch> {
  const vin = draft.vin.trim().toUpperCase();
  return {
    ruleId: draft.ruleId ? Number(draft.ruleId) : undefined,
    vin: vin || undefined,
    status:
      draft.status === '0' || draft.status === '1' || draft.status === '2'
        ? draft.status
        : undefined,
    startTime: toIsoOffset(draft.start),
    endTime: toIsoOffset(draft.end),
    pageNo: undefined,
  };
}
