import { describe, expect, it } from 'vitest';

import { callJson, setupMockServer } from '@/testing/mock-server';

import type {
  CarGpsTrace,
  MonthlyTestingReport,
  TestHourChart,
  TestMileageChart,
  TestProjectHeatmap,
  TestProjectReport,
  TimelineCar,
} from '../../api/generated/model';
import { db } from '../db';
import {
  DAY_MS,
  dayKeyOf,
  dayStartOf,
  gpsFixesFor,
  isoCst,
  round1,
  sessionsOf,
} from '../db/dashboard-seed';
import { gpsDrivesOf } from '../db/trace-seed';
import { get, post } from './checked-call';

setupMockServer();

const today = dayKeyOf(Date.now());
const thisMonth = today.slice(0, 7);
/** The month `back` months before the current one (UTC+8). */
const monthBefore = (back: number): string => {
  const [y = 0, m = 1] = thisMonth.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 - back, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};
const fleetCars = () => db.vehicles.filter((v) => v.carTeamId !== null);
const teamsOfTag = (tag: number) => db.carTeams.filter((t) => t.userTagId === tag).map((t) => t.id);

const report = async (month: string, tag?: number) =>
  (
    await get(
      `/api/dataRecord/monthlyTestingReport?data_month=${month}${tag ? `&user_tag_id=${tag}` : ''}`,
    )
  ).data as MonthlyTestingReport;
const chart = async <T>(path: string, body: object) =>
  (await post(`/api/dataRecord/${path}`, body)).data as T;

const sumOf = (values: readonly number[]) => round1(values.reduce((a, b) => a + b, 0));

describe('dashboard figures', () => {
  it('has data in the current month and the two before it', async () => {
    for (const month of [thisMonth, monthBefore(1), monthBefore(2)]) {
      const r = await report(month);
      expect(r.data_month).toBe(month);
      expect(r.car_count).toBeGreaterThan(0);
      expect(r.mileage_km).toBeGreaterThan(0);
      expect(r.active_days).toBeGreaterThan(0);
    }
    const past = await report(monthBefore(2));
    expect(past.car_count).toBeGreaterThanOrEqual(10);
    expect(past.fleet_count).toBe(4);
  });

  it('agrees between the monthly report, the heatmap and the two charts', async () => {
    const month = monthBefore(1);
    const r = await report(month);
    const heat = await chart<TestProjectHeatmap>('testProjectHeatmap', { data_month: month });
    const km = await chart<TestMileageChart>('testMileage', { data_month: month });
    const h = await chart<TestHourChart>('testHour', { data_month: month });
    expect(heat.days).toHaveLength(
      new Date(Date.UTC(2000, Number(month.slice(5)), 0)).getUTCDate(),
    );
    expect(sumOf(heat.days.map((d) => d.mileage_km))).toBe(r.mileage_km);
    expect(sumOf(heat.days.map((d) => d.test_hours))).toBe(r.test_hours);
    expect(km.total).toBe(r.mileage_km);
    expect(h.total).toBe(r.test_hours);
    expect(km.cars).toHaveLength(r.car_count);
    expect(heat.days.filter((d) => d.test_hours > 0)).toHaveLength(r.active_days);
    // Per car and day the two charts match the heatmap cell.
    const day = heat.days.find((d) => d.car_count > 0);
    if (!day) throw new Error('no active day');
    const kmOfDay = km.cars.flatMap((c) => c.daily.filter((d) => d.date === day.date));
    expect(kmOfDay).toHaveLength(day.car_count);
    expect(sumOf(kmOfDay.map((d) => d.value))).toBe(day.mileage_km);
    km.cars.forEach((c) => expect(sumOf(c.daily.map((d) => d.value))).toBe(c.total));
  });

  it('has tests on every day up to today, weekends included', async () => {
    for (const month of [thisMonth, monthBefore(1), monthBefore(2)]) {
      const heat = await chart<TestProjectHeatmap>('testProjectHeatmap', { data_month: month });
      heat.days
        .filter((d) => d.date <= today)
        .forEach((d) => expect(d.car_count, d.date).toBeGreaterThan(0));
    }
  });

  it('leaves days after today empty', async () => {
    const heat = await chart<TestProjectHeatmap>('testProjectHeatmap', { data_month: thisMonth });
    heat.days
      .filter((d) => d.date > today)
      .forEach((d) => expect(d).toMatchObject({ car_count: 0, mileage_km: 0, test_hours: 0 }));
  });

  it('filters by customer tag, fleets and cars', async () => {
    const month = monthBefore(1);
    const teams = teamsOfTag(1);
    const tagCars = new Set(
      fleetCars()
        .filter((v) => teams.includes(v.carTeamId ?? 0))
        .map((v) => v.id),
    );
    const byTag = await chart<TestMileageChart>('testMileage', {
      data_month: month,
      user_tag_id: 1,
    });
    expect(byTag.cars.length).toBeGreaterThan(0);
    byTag.cars.forEach((c) => expect(tagCars.has(c.car_id)).toBe(true));
    expect((await report(month, 1)).mileage_km).toBe(byTag.total);

    const fleet = teams[0] ?? 0;
    const byFleet = await chart<TestHourChart>('testHour', {
      data_month: month,
      fleet_ids: [fleet],
    });
    const fleetIds = fleetCars()
      .filter((v) => v.carTeamId === fleet)
      .map((v) => v.id);
    byFleet.cars.forEach((c) => expect(fleetIds).toContain(c.car_id));

    const car = fleetIds[0] ?? 0;
    const byCar = await chart<TestHourChart>('testHour', { data_month: month, car_ids: [car] });
    expect(byCar.cars.map((c) => c.car_id)).toEqual([car]);
    const otherTag = await chart<TestHourChart>('testHour', {
      data_month: month,
      car_ids: [car],
      user_tag_id: 4,
    });
    expect(otherTag.cars).toEqual([]);
    expect(otherTag.total).toBe(0);
  });

  it('refuses a month that does not exist', async () => {
    expect((await callJson('/api/dataRecord/monthlyTestingReport?data_month=2026-13')).code).toBe(
      1400,
    );
    expect((await callJson('/api/dataRecord/monthlyTestingReport')).code).toBe(1400);
    // Only the spec's parameter names count: a camel-cased month is no month at all.
    expect(
      (await callJson(`/api/dataRecord/monthlyTestingReport?dataMonth=${thisMonth}`)).code,
    ).toBe(1400);
    const heat = await callJson('/api/dataRecord/testProjectHeatmap', {
      method: 'POST',
      body: { dataMonth: thisMonth },
    });
    expect(heat.code).toBe(1400);
  });

  it('answers the same twice', async () => {
    const body = { data_month: monthBefore(1), fleet_ids: teamsOfTag(1) };
    expect(await chart('testMileage', body)).toEqual(await chart('testMileage', body));
  });
});

/** The whole of the month `back` months before the current one. */
const monthWindow = (back: number) => ({
  start_time: isoCst(dayStartOf(`${monthBefore(back)}-01`)),
  end_time: isoCst(dayStartOf(`${monthBefore(back - 1)}-01`) - 1000),
});

describe('test project report and timeline', () => {
  it('pages the project report with correct totals', async () => {
    const w = monthWindow(1);
    const q = `start_time=${encodeURIComponent(w.start_time)}&end_time=${encodeURIComponent(w.end_time)}`;
    const all = (await get(`/api/dataRecord/testProjectReport?${q}`)).data as {
      total: number;
      pageSize: number;
      list: TestProjectReport[];
    };
    expect(all.pageSize).toBe(20);
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.list).toHaveLength(all.total);
    const second = (await get(`/api/dataRecord/testProjectReport?${q}&pageNo=2&pageSize=1`))
      .data as { total: number; pageNo: number; list: TestProjectReport[] };
    expect(second).toMatchObject({ total: all.total, pageNo: 2 });
    expect(second.list).toEqual([all.list[1]]);
    const r = await report(monthBefore(1));
    // Drives outside any project are not in the report.
    expect(sumOf(all.list.map((p) => p.mileage_km))).toBeLessThanOrEqual(r.mileage_km);
  });

  it('answers the catalogued messages for missing or reversed times', async () => {
    const w = monthWindow(1);
    const missing = await callJson(
      `/api/dataRecord/testProjectReport?start_time=${encodeURIComponent(w.start_time)}`,
    );
    expect(missing.msg).toBe('缺少开始时间或结束时间');
    const reversed = await callJson('/api/dataRecord/testProjectTimeline', {
      method: 'POST',
      body: {
        pageNo: 1,
        pageSize: 10,
        start_time: w.end_time,
        end_time: w.start_time,
        type: 'day',
      },
    });
    expect(reversed.msg).toBe('开始时间必须小于结束时间');
  });

  it('pages the timeline by car and merges a day into one segment for week and month', async () => {
    const w = monthWindow(1);
    const page = async (pageNo: number, type: string) =>
      (
        await post('/api/dataRecord/testProjectTimeline', {
          pageNo,
          pageSize: 10,
          type,
          ...w,
        })
      ).data as { total: number; list: TimelineCar[] };
    const first = await page(1, 'day');
    const second = await page(2, 'day');
    expect(first.total).toBe(fleetCars().length);
    expect(first.list).toHaveLength(10);
    expect(second.list).toHaveLength(first.total - 10);
    const merged = await page(1, 'month');
    const car = first.list[0];
    const carMerged = merged.list[0];
    if (!car || !carMerged) throw new Error('no rows');
    const days = (segments: TimelineCar['segments']) =>
      segments.map((s) => s.start_time.slice(0, 10));
    expect(new Set(days(carMerged.segments)).size).toBe(carMerged.segments.length);
    expect(carMerged.segments.length).toBeLessThan(car.segments.length);
    expect(sumOf(carMerged.segments.map((s) => s.mileage_km))).toBe(
      sumOf(car.segments.map((s) => s.mileage_km)),
    );
    const km = await chart<TestMileageChart>('testMileage', {
      data_month: monthBefore(1),
      car_ids: [car.car_id],
    });
    expect(km.total).toBe(sumOf(car.segments.map((s) => s.mileage_km)));
    const filtered = (
      await post('/api/dataRecord/testProjectTimeline', {
        pageNo: 1,
        pageSize: 10,
        type: 'day',
        car_ids: [car.car_id],
        ...w,
      })
    ).data as { total: number; list: TimelineCar[] };
    expect(filtered.total).toBe(1);
  });
});

/** The most recent day before today on which `carId` drove at least `hours` hours. */
const busyDay = (carId: number, hours: number): string => {
  const activity = db.dashboardProfiles.get(carId)?.activity ?? 0.7;
  for (let back = 1; back < 60; back += 1) {
    const day = dayKeyOf(Date.now() - back * DAY_MS);
    if (sessionsOf(carId, day, activity).reduce((s, x) => s + x.hours, 0) >= hours) return day;
  }
  throw new Error('no busy day');
};

describe('GPS traces', () => {
  const dayWindow = (day: string) => ({
    startTime: isoCst(dayStartOf(day)),
    endTime: isoCst(dayStartOf(day) + DAY_MS - 1000),
  });
  const trace = async (body: object) =>
    (await post('/api/out/gps/getTrace', body)).data as CarGpsTrace[];

  it('answers a plausible drive of tens of thousands of fixes for one car and day', async () => {
    const car = [...db.dashboardProfiles].find(([, p]) => p.stepMs === 1000)?.[0] ?? 0;
    const day = busyDay(car, 5);
    const [one, ...rest] = await trace({ carTeamIds: [], carIds: [car], ...dayWindow(day) });
    expect(rest).toEqual([]);
    if (!one) throw new Error('no trace');
    expect(one.carId).toBe(car);
    expect(one.points.length).toBeGreaterThan(10_000);
    one.points.slice(1).forEach((p, i) => {
      const prev = one.points[i];
      if (!prev) return;
      expect(p.ts).toBeGreaterThan(prev.ts);
      expect(p.speed).toBeLessThanOrEqual(120);
    });
    const lat = one.points.map((p) => p.lat);
    const lng = one.points.map((p) => p.lng);
    expect(Math.min(...lat)).toBeGreaterThan(30.5);
    expect(Math.max(...lat)).toBeLessThan(31.8);
    expect(Math.min(...lng)).toBeGreaterThan(120.8);
    expect(Math.max(...lng)).toBeLessThan(122.3);
  });

  it('thins each car to maxPoints, keeping the first and last fix in time order', async () => {
    const car = [...db.dashboardProfiles].find(([, p]) => p.stepMs === 1000)?.[0] ?? 0;
    const window = { carTeamIds: [], carIds: [car], ...dayWindow(busyDay(car, 5)) };
    const [full] = await trace(window);
    const [thin] = await trace({ ...window, maxPoints: 500 });
    if (!full || !thin) throw new Error('no trace');
    expect(full.points.length).toBeGreaterThan(500);
    expect(thin.points).toHaveLength(500);
    expect(thin.points[0]).toEqual(full.points[0]);
    expect(thin.points.at(-1)).toEqual(full.points.at(-1));
    thin.points.slice(1).forEach((p, i) => expect(p.ts).toBeGreaterThan(thin.points[i]?.ts ?? 0));
    const [same] = await trace({ ...window, maxPoints: full.points.length + 1 });
    expect(same?.points).toHaveLength(full.points.length);
  });

  it('filters by time window, cars and fleets', async () => {
    const day = busyDay(301, 3);
    const start = dayStartOf(day) + 10 * 3_600_000;
    const end = start + 3_600_000;
    const part = await trace({
      carTeamIds: [],
      carIds: [301],
      startTime: isoCst(start),
      endTime: isoCst(end),
    });
    part
      .flatMap((t) => t.points)
      .forEach((p) => {
        expect(p.ts).toBeGreaterThanOrEqual(start);
        expect(p.ts).toBeLessThanOrEqual(end);
      });
    const fleet = db.vehicles.find(301)?.carTeamId ?? 0;
    const byFleet = await trace({ carTeamIds: [fleet], carIds: [], ...dayWindow(day) });
    const ids = fleetCars()
      .filter((v) => v.carTeamId === fleet)
      .map((v) => v.id);
    expect(byFleet.length).toBeGreaterThan(0);
    byFleet.forEach((t) => expect(ids).toContain(t.carId));
    // Same fixes as the whole-day answer: a window only cuts, it never changes the drive.
    const whole = byFleet.find((t) => t.carId === 301)?.points ?? [];
    expect(part[0]?.points ?? []).toEqual(whole.filter((p) => p.ts >= start && p.ts <= end));
  });

  it('answers any car by id on the days and hours of its data trace, with a stretch without fixes', async () => {
    const day = '2026-11-20';
    const loose = db.vehicles.all().find((v) => v.carTeamId === null);
    for (const car of [db.vehicles.all()[0], loose]) {
      if (!car) continue;
      const [one] = await trace({ carTeamIds: [], carIds: [car.id], ...dayWindow(day) });
      if (!one) throw new Error(`no trace for ${car.vin}`);
      expect(one.vin).toBe(car.vin);
      const drives = gpsDrivesOf(car.vin, dayStartOf(day));
      for (const p of one.points) {
        expect(drives.some((d) => p.ts >= d.from && p.ts <= d.to)).toBe(true);
      }
      const lost = drives.find((d) => d.lost)?.lost;
      if (!lost) throw new Error('no lost signal');
      expect(one.points.some((p) => p.ts >= lost.from && p.ts < lost.to)).toBe(false);
      expect(one.points.some((p) => p.ts < lost.from)).toBe(true);
      expect(one.points.some((p) => p.ts >= lost.to)).toBe(true);
      const again = await trace({ carTeamIds: [], carIds: [car.id], ...dayWindow(day) });
      expect(again[0]?.points).toEqual(one.points);
    }
  });

  it('answers the catalogued messages for missing or reversed times', async () => {
    const day = dayWindow(today);
    const answer = (body: object) =>
      callJson('/api/out/gps/getTrace', {
        method: 'POST',
        body: { carTeamIds: [], carIds: [], ...body },
      });
    expect((await answer({ startTime: day.startTime })).msg).toBe('缺少开始时间或结束时间');
    expect((await answer({ startTime: day.endTime, endTime: day.startTime })).msg).toBe(
      '开始时间必须小于结束时间',
    );
    expect((await answer({ startTime: 'yesterday', endTime: day.endTime })).code).toBe(1400);
    expect((await answer({ start_time: day.startTime, end_time: day.endTime })).msg).toBe(
      '缺少开始时间或结束时间',
    );
  });
});

describe('gpsFixesFor', () => {
  it('is deterministic and makes 288,000 fixes for a day at 0.3 s', () => {
    const start = dayStartOf('2026-11-20');
    const a = gpsFixesFor(301, start, start + DAY_MS - 1, 300);
    expect(a).toHaveLength(288_000);
    expect(gpsFixesFor(301, start, start + DAY_MS - 1, 300)).toEqual(a);
    expect(gpsFixesFor(302, start, start + 60_000, 300)).not.toEqual(
      gpsFixesFor(301, start, start + 60_000, 300),
    );
    expect(gpsFixesFor(301, start, start - 1)).toEqual([]);
  });
});
