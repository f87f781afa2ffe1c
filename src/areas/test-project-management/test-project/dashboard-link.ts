import type { TestProject } from '@/api/generated/model';
import { formatDate } from '@/lib/format';

/** The dashboard's search params (see its route) that show one project's fleets, cars and period. */
export interface DashboardSearch {
  tag?: number;
  fleets?: number[];
  projectStart?: string;
  projectEnd?: string;
  timelineType?: 'day' | 'week' | 'month';
  timelineStart?: string;
  timelineEnd?: string;
  timelineCars?: number[];
  mileageMonth?: string;
  mileageCars?: number[];
  hoursMonth?: string;
  hoursCars?: number[];
}

/**
 * The dashboard filtered to a project: its fleets and cars, its period up to today (a project
 * still running has no data after now), and the charts on the last month of that period.
 */
export function dashboardSearch(project: TestProject, now: Date = new Date()): DashboardSearch {
  const today = formatDate(now);
  const startDay = project.startDate;
  const endDay = project.endDate < today ? project.endDate : today;
  // A project not yet started shows its planned period.
  const lastDay = endDay < startDay ? project.endDate : endDay;
  const start = `${startDay}T00:00:00`;
  const end = `${lastDay}T23:59:59`;
  const month = lastDay.slice(0, 7);
  const cars = project.cars.map((car) => car.id);
  const fleets = project.fleets.map((fleet) => fleet.id);
  return {
    ...(project.userTagId === null ? {} : { tag: project.userTagId }),
    ...(fleets.length > 0 ? { fleets } : {}),
    projectStart: start,
    projectEnd: end,
    timelineType: 'month',
    timelineStart: start,
    timelineEnd: end,
    mileageMonth: month,
    hoursMonth: month,
    ...(cars.length > 0 ? { timelineCars: cars, mileageCars: cars, hoursCars: cars } : {}),
  };
}
