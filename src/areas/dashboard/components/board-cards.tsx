import type { ReactNode } from 'react';

import type { IdName } from '@/api/generated/model';

import { roundToHours, type TimeRange, toUrlTime } from '../dates';
import type { DashboardFilters, DashboardSearch } from '../filters';
import { HoursCard, MileageCard } from './car-chart-card';
import { GpsCard } from './gps-card';
import { HeatmapCard } from './heatmap-card';
import { MonthlyReportCard } from './monthly-report-card';
import { ProjectReportCard } from './project-report-card';
import { TimelineCard } from './timeline-card';

export type CardName =
  'monthly' | 'projects' | 'gps' | 'heatmap' | 'timeline' | 'mileage' | 'hours';

/** What a card needs from the board: the filters in force, a way to change them, car choices. */
export interface BoardContext {
  filters: DashboardFilters;
  set: (patch: DashboardSearch) => void;
  cars: readonly IdName[];
}

const urlRange = (range: TimeRange) => ({
  start: toUrlTime(range.start),
  end: toUrlTime(range.end),
});
const list = (ids: number[]) => (ids.length > 0 ? ids : undefined);
const wide = 'xl:col-span-2';

type Card<Ctx> = (ctx: Ctx) => ReactNode;

// Each card wired to its own part of the URL search: changing it reloads that card alone.

/** The cards without a car choice: their context has no car list, so they cannot come to use one. */
const carlessCards = {
  monthly: ({ filters, set }) => (
    <MonthlyReportCard
      className={wide}
      filters={filters}
      onMonthChange={(reportMonth) => set({ reportMonth })}
    />
  ),
  projects: ({ filters, set }) => (
    <ProjectReportCard
      className={wide}
      filters={filters}
      onRangeChange={(range) => {
        const { start, end } = urlRange(range);
        set({ projectStart: start, projectEnd: end, projectPage: undefined });
      }}
      onPageChange={(projectPage) => set({ projectPage })}
    />
  ),
  heatmap: ({ filters, set }) => (
    <HeatmapCard filters={filters} onMonthChange={(heatmapMonth) => set({ heatmapMonth })} />
  ),
} satisfies Record<string, Card<Omit<BoardContext, 'cars'>>>;

/** The cards that offer a car choice. */
const carCards = {
  gps: ({ filters, set, cars }) => (
    <GpsCard
      filters={filters}
      cars={cars}
      onCarsChange={(ids) => set({ gpsCars: list(ids) })}
      onRangeChange={(range) => {
        const { start, end } = urlRange(range);
        set({ gpsStart: start, gpsEnd: end });
      }}
    />
  ),
  timeline: ({ filters, set, cars }) => (
    <TimelineCard
      className={wide}
      filters={filters}
      cars={cars}
      onTypeChange={(timelineType) =>
        set({
          timelineType,
          timelineStart: undefined,
          timelineEnd: undefined,
          timelinePage: undefined,
        })
      }
      onCarsChange={(ids) => set({ timelineCars: list(ids), timelinePage: undefined })}
      onRangeChange={(range) => {
        const { start, end } = urlRange(roundToHours(range));
        set({ timelineStart: start, timelineEnd: end, timelinePage: undefined });
      }}
      onPageChange={(timelinePage) => set({ timelinePage })}
    />
  ),
  mileage: ({ filters, set, cars }) => (
    <MileageCard
      filters={filters}
      cars={cars}
      onMonthChange={(mileageMonth) => set({ mileageMonth })}
      onCarsChange={(ids) => set({ mileageCars: list(ids) })}
    />
  ),
  hours: ({ filters, set, cars }) => (
    <HoursCard
      filters={filters}
      cars={cars}
      onMonthChange={(hoursMonth) => set({ hoursMonth })}
      onCarsChange={(ids) => set({ hoursCars: list(ids) })}
    />
  ),
} satisfies Record<string, Card<BoardContext>>;

export const boardCards: Record<CardName, Card<BoardContext>> = { ...carlessCards, ...carCards };

/** The cards that follow the car list: the board gives the others none, so it leaves them alone. */
export const cardsWithCars: ReadonlySet<CardName> = new Set(
  Object.keys(carCards) as (keyof typeof carCards)[],
);

export const boardOrder: readonly CardName[] = [
  'monthly',
  'projects',
  'gps',
  'heatmap',
  'timeline',
  'mileage',
  'hours',
];
