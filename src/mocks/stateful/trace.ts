import { http as rawHttp, HttpResponse } from 'msw';

import type {
  DataTraceList,
  TestCheckDetail,
  TestCheckItem,
  TestCheckResult,
} from '../../api/generated/model';
import {
  GetDataTraceListBody,
  RunTestCheckBody,
  UpdateTestCheckBody,
} from '../../api/generated/zod/data-manager/data-manager.zod';
import { portMatches } from '../../lib/port-names';
import { db, paginate, readPageQuery } from '../db';
import {
  benchEntries,
  cstDay,
  cstIso,
  dayTrace,
  failingTraceVin,
  sizedTrace,
  traceInLayout,
  traceLayoutOf,
  tracePorts,
} from '../db/trace-seed';
import { mockErrors } from '../demo';
import { fail, ok } from '../respond';
import { http } from '../typed-http';
import { isError, parseBody } from './resource';

const DAY_MS = 86_400_000;
const MAX_DAYS = 31;
const BENCH_MARKERS = 10_000;

/** Every car's files of every day it recorded in [from, to], day by day. */
function traceBetween(vin: string, from: number, to: number): DataTraceList {
  const bench = benchEntries(vin);
  if (bench !== null) return sizedTrace(bench, BENCH_MARKERS, from, to);
  const answer: DataTraceList = { trace: [], marker_rcds: [] };
  if (!db.vehicles.all().some((car) => car.vin === vin)) return answer;
  for (let day = cstDay(from), n = 0; day <= to && n < MAX_DAYS; day += DAY_MS, n += 1) {
    const { entries, markers } = dayTrace(vin, day, 5_000_000 + n * 10_000);
    answer.trace.push(
      ...entries.filter((e) => Date.parse(e.endTime) >= from && Date.parse(e.startTime) <= to),
    );
    answer.marker_rcds.push(
      ...markers.filter((m) => Date.parse(m.timeStamp) >= from && Date.parse(m.timeStamp) <= to),
    );
  }
  return answer;
}

/** How long a started check runs before its result is in, as the platform's check job takes. */
export const CHECK_RUN_MS = 4000;

interface CheckStore {
  checks: Map<string, TestCheckDetail>;
  /** When each running check finishes (ms since the epoch, on the clock `Date.now()` reads). */
  finishAt: Map<string, number>;
}

// The checks belong to the store they were read from: resetDb() starts them over with it.
const checkStores = new WeakMap<object, CheckStore>();
function checkStore(): CheckStore {
  const known = checkStores.get(db.vehicles);
  if (known) return known;
  const fresh: CheckStore = { checks: new Map(), finishAt: new Map() };
  checkStores.set(db.vehicles, fresh);
  return fresh;
}

// A check's id names its car and day (6601 is the first car's check of today), so a detail read
// finds the same check whichever list was read first, as a server's stored rows would.
const FIRST_CHECK_ID = 6601;
const CARS_PER_DAY = 100;
const checkIdOf = (carIndex: number, day: number): number =>
  FIRST_CHECK_ID + Math.round((cstDay(Date.now()) - day) / DAY_MS) * CARS_PER_DAY + carIndex;

function checkById(id: number): TestCheckDetail | null {
  const offset = id - FIRST_CHECK_ID;
  if (!Number.isInteger(offset) || offset < 0) return null;
  const car = db.vehicles.all()[offset % CARS_PER_DAY];
  if (!car) return null;
  return checkOf(car.vin, cstDay(Date.now()) - Math.floor(offset / CARS_PER_DAY) * DAY_MS);
}

const countOf = (items: TestCheckItem[], result: TestCheckItem['result']) =>
  items.filter((item) => item.result === result).length;

const overall = (items: TestCheckItem[]): TestCheckResult =>
  countOf(items, 'failed') > 0 ? 'failed' : countOf(items, 'warning') > 0 ? 'warning' : 'passed';

/** The checks of one car's day, read off the same trace the chart shows. */
function itemsOf(vin: string, day: number, firstId: number): TestCheckItem[] {
  const { entries, dropouts } = dayTrace(vin, day, 5_000_000);
  const time = (ms: number) => cstIso(ms).slice(11, 19);
  const continuity = tracePorts.map((port, index): TestCheckItem => {
    const worst = dropouts
      .filter((d) => d.port === port)
      .sort((a, b) => b.to - b.from - (a.to - a.from))[0];
    return {
      id: firstId + 2 + index,
      category: 'continuity',
      name: `${port} 数据连续性`,
      portType: port,
      result: worst ? 'failed' : 'passed',
      expected: '断档不超过 60 秒',
      actual: worst
        ? `${time(worst.from)} 至 ${time(worst.to)} 断档 ${Math.round((worst.to - worst.from) / 1000)} 秒`
        : '无断档',
      message: worst ? `请检查 ${port} 线束` : '',
    };
  });
  return [
    {
      id: firstId + 1,
      category: 'upload',
      name: '文件上传完整性',
      result: 'passed',
      expected: '当天全部文件在 24 小时内上传',
      actual: `${entries.length} 个文件均已上传`,
      message: '',
    },
    ...continuity,
  ];
}

/** The stored check of a car's day, made on first read. */
function checkOf(vin: string, day: number): TestCheckDetail | null {
  const { checks, finishAt } = checkStore();
  const key = `${vin}@${day}`;
  const known = checks.get(key);
  if (known) {
    // A started check runs for CHECK_RUN_MS; the first read after that finds its result.
    const end = finishAt.get(key);
    if (known.result === 'running' && (end === undefined || Date.now() >= end)) {
      const items = itemsOf(vin, day, known.id * 10);
      Object.assign(known, summary(items), { items, checkedAt: cstIso(Date.now()) });
      finishAt.delete(key);
    }
    return known;
  }
  const carIndex = db.vehicles.all().findIndex((v) => v.vin === vin);
  const car = db.vehicles.all()[carIndex];
  if (!car || carIndex >= CARS_PER_DAY) return null;
  const id = checkIdOf(carIndex, day);
  const items = itemsOf(vin, day, id * 10);
  const team = db.carTeams.all().find((t) => t.id === car.carTeamId);
  const check: TestCheckDetail = {
    id,
    vin,
    plate: car.plate,
    carTeamName: team?.name ?? '',
    checkDate: cstIso(day).slice(0, 10),
    ...summary(items),
    checkedAt: cstIso(day + DAY_MS + 2 * 3_600_000),
    remark: '',
    items,
  };
  checks.set(key, check);
  return check;
}

function summary(items: TestCheckItem[]) {
  return {
    result: overall(items),
    itemCount: items.length,
    passedCount: countOf(items, 'passed'),
    warningCount: countOf(items, 'warning'),
    failedCount: countOf(items, 'failed'),
  };
}

const dayOf = (text: string | null): number | null =>
  text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.parse(`${text}T00:00:00+08:00`) : null;

const withoutItems = ({ items: _items, ...check }: TestCheckDetail) => check;

/** The demo VIN whose trace always fails answers HTTP 500, as a broken backend would. */
const failingTrace = rawHttp.post('*/api/data/getTraceList', async ({ request }) => {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null);
  const vin = typeof body === 'object' && body !== null && 'vin' in body ? body.vin : null;
  if (vin !== failingTraceVin) return undefined;
  return HttpResponse.json({ code: 500, msg: '服务器错误', data: null }, { status: 500 });
});

export const traceHandlers = [
  failingTrace,
  http.post('/api/data/getTraceList', async ({ request, query }) => {
    const body = await parseBody(request, GetDataTraceListBody);
    if (isError(body)) return fail(body);
    const from = Date.parse(body.startTime);
    const to = Date.parse(body.endTime);
    if (!(to > from)) return fail(mockErrors.badRequest);
    const answer = traceBetween(body.vin, from, to);
    const wanted = body.portType;
    if (wanted) answer.trace = answer.trace.filter((e) => portMatches(e.portType, wanted));
    return ok(traceInLayout(answer, from, traceLayoutOf(query.get('layout'))));
  }),
  http.get('/api/testCheck/list', ({ query }) => {
    const vin = query.get('vin');
    const from = dayOf(query.get('startDate'));
    const to = dayOf(query.get('endDate')) ?? from;
    const cars = db.vehicles.all().filter((car) => !vin || car.vin === vin);
    const rows: TestCheckDetail[] = [];
    if (from !== null && to !== null) {
      for (let day = to, n = 0; day >= from && n < MAX_DAYS; day -= DAY_MS, n += 1) {
        for (const car of cars) {
          const check = checkOf(car.vin, day);
          if (check) rows.push(check);
        }
      }
    }
    const result = query.get('result');
    return ok(
      paginate(
        rows.filter((r) => !result || r.result === result).map(withoutItems),
        readPageQuery(query),
      ),
    );
  }),
  http.get('/api/testCheck/detail', ({ query }) => {
    const check = checkById(Number(query.get('id')));
    return check ? ok(check) : fail(mockErrors.notFound);
  }),
  http.post('/api/testCheck/run', async ({ request }) => {
    const body = await parseBody(request, RunTestCheckBody);
    if (isError(body)) return fail(body);
    const day = Date.parse(`${body.checkDate}T00:00:00+08:00`);
    const check = checkOf(body.vin, day);
    if (!check) return fail(mockErrors.notFound);
    checkStore().finishAt.set(`${body.vin}@${day}`, Date.now() + CHECK_RUN_MS);
    Object.assign(check, {
      result: 'running',
      itemCount: 0,
      passedCount: 0,
      warningCount: 0,
      failedCount: 0,
      checkedAt: null,
      items: [],
    });
    return ok(withoutItems(check));
  }),
  http.post('/api/testCheck/update', async ({ request }) => {
    const body = await parseBody(request, UpdateTestCheckBody);
    if (isError(body)) return fail(body);
    const check = [...checkStore().checks.values()].find((c) => c.id === body.id);
    if (!check) return fail(mockErrors.notFound);
    check.remark = body.remark;
    return ok(true);
  }),
];
