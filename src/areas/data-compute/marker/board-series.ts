import { startOfDay, subDays, subHours } from 'date-fns';

import type { MarkerRuleBoard, MarkerRuleBoardRequest } from '@/api/generated/model';
import type { TimeSeries } from '@/components/charts';
import { formatIsoOffset, parseIsoDate } from '@/lib/format';

import type { MarkerSearch } from './search';
import { filterParams } from './search';

export type BoardInterval = 'hour' | 'day';

/** Default windows when the filters name no time range. */
const DAYS_SHOWN = 14;
const HOURS_SHOWN = 48;

/**
 * The board request: the filters' rule, VIN and time range; without a range the last 14 days
 * (by day) or the last 48 hours (by hour) up to `anchor`.
 */
export function boardRequest(
  search: MarkerSearch,
  interval: BoardInterval,
  anchor: number,
): MarkerRuleBoardRequest {
  const filters = filterParams(search);
  const end = new Date(anchor);
  const start =
    interval === 'day' ? startOfDay(subDays(end, DAYS_SHOWN - 1)) : subHours(end, HOURS_SHOWN);
  return {
    startTime: filters.startTime ?? formatIsoOffset(start),
    endTime: filters.endTime ?? formatIsoOffset(end),
    interval,
    ...(filters.ruleId !== undefined ? { ruleIds: [filters.ruleId] } : {}),
    ...(filters.vin !== undefined ? { vin: filters.vin } : {}),
  };
}

/** One chart series per rule: hits per interval, in time order; points with a bad time are dropped. */
export function boardSeries(board: MarkerRuleBoard | undefined): TimeSeries[] {
  if (!board) return [];
  return board.series.map((series) => ({
    key: String(series.ruleId),
    label: series.ruleName,
    points: series.points
      .flatMap((point) => {
        const time = parseIsoDate(point.time);
        return time && Number.isFinite(point.count) ? [{ time, value: point.count }] : [];
      })
      .sort((a, b) => a.time.getTime() - b.time.getTime()),
  }));
}

/** Rule choices for the filter: every rule the board knows, by name. */
export function ruleOptions(board: MarkerRuleBoard | undefined): { id: number; name: string }[] {
  return (board?.series ?? [])
    .map((series) => ({ id: series.ruleId, name: series.ruleName }))
    .sort((a, b) => a.id - b.id);
}
