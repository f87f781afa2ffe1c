import type { RequestHandler } from 'msw';

import type {
  CarDailySeries,
  CarGpsTrace,
  HeatmapDay,
  MonthlyTestingReport,
  TestProjectReport,
  TimelineCar,
  TimelineSegment,
} from '../../api/generated/model';
import {
  GetGpsTraceBody,
  GetTestHourBody,
  GetTestMileageBody,
  GetTestProjectHeatmapBody,
  GetTestProjectTimelineBody,
} from '../../api/generated/zod/dashboard/dashboard.zod';
import { messages } from '../../strings/common';
import { db, paginate, type QueryReader, readPageQuery } from '../db';
import {
  type CarActivityProfile,
  DAY_MS,
  dayKeyOf,
  dayStartOf,
  fallbackProfile,
  gpsFixesFor,
  isoCst,
  monthDays,
  round1,
  sessionsOf,
  type TestSession,
} from '../db/dashboard-seed';
import { gpsDrivesOf } from '../db/trace-seed';
import { mockErrors } from '../demo';
import { type BodyRequest, type BusinessError, fail, ok, readJson } from '../respond';
import { http, type RequestBody, type RootPaths } from '../typed-http';
import { isError, parseBody } from './resource';

interface DashCar {
  id: number;
  plate: string;
  vin: string;
  fleetId: number;
  fleetName: string;
  profile: CarActivityProfile;
  /** In-progress projects the car works for, by id. */
  projects: { id: number; name: string; status: number }[];
}

interface CarFilter {
  userTagId?: number;
  fleetIds?: readonly number[];
  carIds?: readonly number[];
}

const IN_PROGRESS = new Set([1, 2]);

/** The cars of the fleets (cars outside any fleet have no dashboard), after the request's filters. */
const carsFor = ({ userTagId, fleetIds = [], carIds = [] }: CarFilter): DashCar[] => {
  const teams = db.carTeams.all();
  const projects = db.testProjects.filter((p) => IN_PROGRESS.has(p.status));
  return db.vehicles
    .all()
    .flatMap((v) => {
      const team = teams.find((t) => t.id === v.carTeamId);
      if (!team) return [];
      if (userTagId !== undefined && team.userTagId !== userTagId) return [];
      if (fleetIds.length > 0 && !fleetIds.includes(team.id)) return [];
      if (carIds.length > 0 && !carIds.includes(v.id)) return [];
      const own = projects
        .filter((p) => p.carIds.includes(v.id) || p.fleetIds.includes(team.id))
        .sort((a, b) => a.id - b.id)
        .map(({ id, name, status }) => ({ id, name, status }));
      return [
        {
          id: v.id,
          plate: v.plate,
          vin: v.vin,
          fleetId: team.id,
          fleetName: team.name,
          profile: db.dashboardProfiles.get(v.id) ?? fallbackProfile(v.id),
          projects: own,
        },
      ];
    })
    .sort((a, b) => a.id - b.id);
};

interface Session extends TestSession {
  project: { id: number; name: string; status: number } | null;
}

/** A car's drives of a day; nothing after today (UTC+8, real clock), so the current month is partial. */
const sessions = (car: DashCar, dayKey: string): Session[] =>
  dayKey > dayKeyOf(Date.now())
    ? []
    : sessionsOf(car.id, dayKey, car.profile.activity).map((s) => ({
        ...s,
        // One slot in (projects + 1) is a drive outside any project.
        project: car.projects[s.slot % (car.projects.length + 1)] ?? null,
      }));

interface CarDay {
  mileageKm: number;
  hours: number;
  files: number;
  gb: number;
  projectIds: number[];
}

const carDay = (car: DashCar, dayKey: string): CarDay => {
  const list = sessions(car, dayKey);
  const hours = round1(list.reduce((sum, s) => sum + s.hours, 0));
  return {
    mileageKm: round1(list.reduce((sum, s) => sum + s.mileageKm, 0)),
    hours,
    files: Math.round(hours * car.profile.filesPerHour),
    gb: round1(hours * car.profile.gbPerHour),
    projectIds: list.flatMap((s) => (s.project ? [s.project.id] : [])),
  };
};

const sum = (values: readonly number[]): number =>
  round1(values.reduce((total, value) => total + value, 0));

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const missingTime: BusinessError = { code: 1400, msg: messages.missingTime };
const startBeforeEnd: BusinessError = { code: 1400, msg: messages.startBeforeEnd };
/** Longest window of the list calls, and of a GPS query (its answer grows with every hour). */
const MAX_LIST_WINDOW = 400 * DAY_MS;
const MAX_GPS_WINDOW = 7 * DAY_MS;

interface Window {
  startMs: number;
  endMs: number;
}

const readWindow = (start: unknown, end: unknown, maxMs: number): Window | BusinessError => {
  const blank = (value: unknown) => value === undefined || value === null || value === '';
  if (blank(start) || blank(end)) return missingTime;
  if (typeof start !== 'string' || typeof end !== 'string') return mockErrors.badRequest;
  if (!ISO_TIME.test(start) || !ISO_TIME.test(end)) return mockErrors.badRequest;
  const startMs = Date.parse(start);
  const endMs = Date.parse(end);
  if (Number.isNaN(startMs) || Number.isNaN(endMs)) return mockErrors.badRequest;
  if (startMs >= endMs) return startBeforeEnd;
  if (endMs - startMs > maxMs) return mockErrors.badRequest;
  return { startMs, endMs };
};

/** Days (UTC+8) a window touches. */
const daysOf = ({ startMs, endMs }: Window): string[] => {
  const days: string[] = [];
  for (let day = dayKeyOf(startMs); day <= dayKeyOf(endMs);) {
    days.push(day);
    day = dayKeyOf(dayStartOf(day) + DAY_MS + 1);
  }
  return days;
};

/** The part of a drive inside the window, or null. */
const clip = (s: Session, w: Window): Session | null => {
  const startMs = Math.max(s.startMs, w.startMs);
  const endMs = Math.min(s.endMs, w.endMs);
  if (endMs <= startMs) return null;
  const share = (endMs - startMs) / (s.endMs - s.startMs);
  return { ...s, startMs, endMs, hours: s.hours * share, mileageKm: s.mileageKm * share };
};

/** user_tag_id of a query string: absent, or a positive integer (anything else is refused). */
const readTag = (params: QueryReader<'user_tag_id'>): number | undefined | BusinessError => {
  const raw = params.get('user_tag_id');
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : mockErrors.badRequest;
};

const monthlyReport = (month: string, cars: readonly DashCar[]): MonthlyTestingReport => {
  const days = monthDays(month);
  const grid = cars.map((car) => days.map((day) => carDay(car, day)));
  const all = grid.flat();
  const activeCars = cars.filter((_, i) => grid[i]?.some((d) => d.hours > 0));
  return {
    data_month: month,
    car_count: activeCars.length,
    fleet_count: new Set(activeCars.map((car) => car.fleetId)).size,
    mileage_km: sum(all.map((d) => d.mileageKm)),
    test_hours: sum(all.map((d) => d.hours)),
    project_count: new Set(all.flatMap((d) => d.projectIds)).size,
    file_count: all.reduce((total, d) => total + d.files, 0),
    data_volume_gb: sum(all.map((d) => d.gb)),
    active_days: days.filter((_, j) => grid.some((row) => (row[j]?.hours ?? 0) > 0)).length,
  };
};

type Project = NonNullable<Session['project']>;

const projectReports = (w: Window, cars: readonly DashCar[]): TestProjectReport[] => {
  const rows = new Map<number, { project: Project; parts: (Session & { car: DashCar })[] }>();
  for (const car of cars)
    for (const day of daysOf(w))
      for (const s of sessions(car, day)) {
        const part = clip(s, w);
        if (!part || !s.project) continue;
        const row = rows.get(s.project.id) ?? { project: s.project, parts: [] };
        row.parts.push({ ...part, car });
        rows.set(s.project.id, row);
      }
  return [...rows.values()]
    .sort((a, b) => a.project.id - b.project.id)
    .map(({ project, parts }) => {
      const hours = sum(parts.map((p) => p.hours));
      return {
        project_id: project.id,
        project_name: project.name,
        fleet_name: [...new Set(parts.map((p) => p.car.fleetName))].join('、'),
        car_count: new Set(parts.map((p) => p.car.id)).size,
        mileage_km: sum(parts.map((p) => p.mileageKm)),
        test_hours: hours,
        data_volume_gb: sum(parts.map((p) => p.hours * p.car.profile.gbPerHour)),
        status: project.status,
        start_time: isoCst(Math.min(...parts.map((p) => p.startMs))),
        end_time: isoCst(Math.max(...parts.map((p) => p.endMs))),
      };
    });
};

const heatmap = (month: string, cars: readonly DashCar[]): HeatmapDay[] =>
  monthDays(month).map((date) => {
    const list = cars.map((car) => carDay(car, date));
    return {
      date,
      car_count: list.filter((d) => d.hours > 0).length,
      project_count: new Set(list.flatMap((d) => d.projectIds)).size,
      test_hours: sum(list.map((d) => d.hours)),
      mileage_km: sum(list.map((d) => d.mileageKm)),
    };
  });

const segment = (parts: readonly Session[]): TimelineSegment => {
  const first = parts[0];
  const last = parts[parts.length - 1];
  const names = new Set(parts.map((p) => p.project?.name ?? null));
  return {
    start_time: isoCst(first?.startMs ?? 0),
    end_time: isoCst(last?.endMs ?? 0),
    project_name:
      names.size === 1
        ? (first?.project?.name ?? null)
        : (parts.find((p) => p.project)?.project?.name ?? null),
    mileage_km: sum(parts.map((p) => p.mileageKm)),
  };
};

/** day: one segment per drive; week and month: the drives of a car-day merged into one. */
const timelineRow = (car: DashCar, w: Window, merge: boolean): TimelineCar => ({
  car_id: car.id,
  plate: car.plate,
  vin: car.vin,
  fleet_name: car.fleetName,
  segments: daysOf(w).flatMap((day) => {
    const parts = sessions(car, day).flatMap((s) => clip(s, w) ?? []);
    if (parts.length === 0) return [];
    return merge ? [segment(parts)] : parts.map((p) => segment([p]));
  }),
});

const carSeries = (
  month: string,
  cars: readonly DashCar[],
  value: (d: CarDay) => number,
): { total: number; cars: CarDailySeries[] } => {
  const series = cars.flatMap((car) => {
    const daily = monthDays(month)
      .map((date) => ({ date, value: value(carDay(car, date)) }))
      .filter((d) => d.value > 0);
    if (daily.length === 0) return [];
    const total = sum(daily.map((d) => d.value));
    return [{ car_id: car.id, plate: car.plate, vin: car.vin, total, daily }];
  });
  return { total: sum(series.map((s) => s.total)), cars: series };
};

/** At most `max` fixes: the first, the last and evenly spaced ones between, in time order. */
export const thinFixes = <T>(points: readonly T[], max: number | undefined): T[] => {
  if (max === undefined || points.length <= max) return [...points];
  const last = points.length - 1;
  return Array.from({ length: max }, (_, i) => points[Math.round((i * last) / (max - 1))] as T);
};

/**
 * The GPS fixes of a car over the window: the drives of its trace (the same days and hours the
 * testing check's data trace shows), one fix every step of the car's logger, none while the signal
 * was lost.
 */
const carFixes = (car: DashCar, w: Window) =>
  daysOf(w).flatMap((day) =>
    gpsDrivesOf(car.vin, dayStartOf(day))
      .filter((d) => d.to >= w.startMs && d.from <= w.endMs)
      .flatMap((d) =>
        gpsFixesFor(car.id, d.from, d.to, car.profile.stepMs).filter(
          (p) =>
            p.ts >= w.startMs &&
            p.ts <= w.endMs &&
            !(d.lost && p.ts >= d.lost.from && p.ts < d.lost.to),
        ),
      ),
  );

const traces = (w: Window, cars: readonly DashCar[], maxPoints?: number): CarGpsTrace[] =>
  cars.flatMap((car) => {
    const points = carFixes(car, w);
    return points.length > 0
      ? [{ carId: car.id, plate: car.plate, vin: car.vin, points: thinFixes(points, maxPoints) }]
      : [];
  });

/** The cars of a GPS query: a car asked for by id is answered even when it belongs to no fleet. */
const gpsCars = (fleetIds: readonly number[], carIds: readonly number[]): DashCar[] => {
  const inFleets = carsFor({ fleetIds, carIds });
  if (fleetIds.length > 0 || carIds.length === 0) return inFleets;
  const known = new Set(inFleets.map((car) => car.id));
  const loose = db.vehicles
    .all()
    .filter((v) => carIds.includes(v.id) && !known.has(v.id))
    .map((v): DashCar => ({
      id: v.id,
      plate: v.plate,
      vin: v.vin,
      fleetId: 0,
      fleetName: '',
      profile: db.dashboardProfiles.get(v.id) ?? fallbackProfile(v.id),
      projects: [],
    }));
  return [...inFleets, ...loose].sort((a, b) => a.id - b.id);
};

type ChartRequest = RequestBody<RootPaths, '/api/dataRecord/testMileage', 'post'>;

/** One month's chart: each car's mileage (km) or test hours (h) per day. */
const chartAnswer = async <Unit extends 'km' | 'h'>(
  request: BodyRequest<ChartRequest>,
  unit: Unit,
) => {
  const body = await parseBody(request, unit === 'km' ? GetTestMileageBody : GetTestHourBody);
  if (isError(body)) return fail(body);
  if (!MONTH.test(body.data_month)) return fail(mockErrors.badRequest);
  const cars = carsFor({
    userTagId: body.user_tag_id,
    fleetIds: body.fleet_ids,
    carIds: body.car_ids,
  });
  const chart = carSeries(body.data_month, cars, (d) => (unit === 'km' ? d.mileageKm : d.hours));
  return ok({ data_month: body.data_month, unit, ...chart });
};

export const dashboardHandlers: RequestHandler[] = [
  http.get('/api/dataRecord/monthlyTestingReport', ({ query }) => {
    const month = query.get('data_month') ?? '';
    const tag = readTag(query);
    if (!MONTH.test(month) || isError(tag)) return fail(mockErrors.badRequest);
    return ok(monthlyReport(month, carsFor({ userTagId: tag })));
  }),
  http.get('/api/dataRecord/testProjectReport', ({ query }) => {
    const tag = readTag(query);
    if (isError(tag)) return fail(tag);
    const w = readWindow(query.get('start_time'), query.get('end_time'), MAX_LIST_WINDOW);
    if (isError(w)) return fail(w);
    const rows = projectReports(w, carsFor({ userTagId: tag }));
    return ok(paginate(rows, readPageQuery(query)));
  }),
  http.post('/api/dataRecord/testProjectHeatmap', async ({ request }) => {
    const body = await parseBody(request, GetTestProjectHeatmapBody);
    if (isError(body)) return fail(body);
    if (!MONTH.test(body.data_month)) return fail(mockErrors.badRequest);
    const cars = carsFor({ userTagId: body.user_tag_id, fleetIds: body.fleet_ids });
    return ok({ data_month: body.data_month, days: heatmap(body.data_month, cars) });
  }),
  http.post('/api/dataRecord/testProjectTimeline', async ({ request }) => {
    const raw = await readJson(request);
    const w = readWindow(raw.start_time, raw.end_time, MAX_LIST_WINDOW);
    if (isError(w)) return fail(w);
    const body = GetTestProjectTimelineBody.safeParse(raw);
    if (!body.success) return fail(mockErrors.badRequest);
    const { pageNo, pageSize, type } = body.data;
    const cars = carsFor({
      userTagId: body.data.user_tag_id,
      fleetIds: body.data.fleet_ids,
      carIds: body.data.car_ids,
    });
    const page = paginate(cars, { pageNo, pageSize });
    return ok({ ...page, list: page.list.map((car) => timelineRow(car, w, type !== 'day')) });
  }),
  http.post('/api/dataRecord/testMileage', ({ request }) => chartAnswer(request, 'km')),
  http.post('/api/dataRecord/testHour', ({ request }) => chartAnswer(request, 'h')),
  http.post('/api/out/gps/getTrace', async ({ request }) => {
    const raw = await readJson(request);
    const w = readWindow(raw.startTime, raw.endTime, MAX_GPS_WINDOW);
    if (isError(w)) return fail(w);
    const body = GetGpsTraceBody.safeParse(raw);
    if (!body.success) return fail(mockErrors.badRequest);
    const cars = gpsCars(body.data.carTeamIds, body.data.carIds);
    return ok(traces(w, cars, body.data.maxPoints));
  }),
];

/**
 * A project's mileage and hours so far, from the same drives the dashboard's project report sums
 * (its period up to now, UTC+8); null when the dashboard has none for it (not started or ended).
 */
export const projectProgress = (project: {
  id: number;
  status: number;
  startDate: string;
  endDate: string;
}): { mileageKm: number; hours: number } | null => {
  if (!IN_PROGRESS.has(project.status)) return null;
  const startMs = dayStartOf(project.startDate);
  const endMs = Math.min(dayStartOf(project.endDate) + DAY_MS - 1000, Date.now());
  if (endMs <= startMs) return { mileageKm: 0, hours: 0 };
  const row = projectReports({ startMs, endMs }, carsFor({})).find(
    (r) => r.project_id === project.id,
  );
  return { mileageKm: row?.mileage_km ?? 0, hours: row?.test_hours ?? 0 };
};
