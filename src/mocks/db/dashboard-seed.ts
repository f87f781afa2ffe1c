import type { Faker } from '@faker-js/faker';

import type { GpsFix } from '../../api/generated/model';
import type { VehicleRecord } from './master-seed';
import { createRandom, seedFor } from './random';

/**
 * The dashboard's test activity is not stored: every car-day is derived from a seeded generator
 * keyed by car and date, so any month relative to the real clock has data, the seven calls agree
 * with each other and GPS traces of hundreds of thousands of fixes never sit in memory.
 */
export interface CarActivityProfile {
  /** Chance that the car tests on a working day; on weekends it is a third of that. */
  activity: number;
  /** Interval between two GPS fixes of the car's logger. */
  stepMs: number;
  gbPerHour: number;
  filesPerHour: number;
}

export const seedDashboard = (f: Faker, vehicles: readonly VehicleRecord[]) => ({
  dashboardProfiles: new Map<number, CarActivityProfile>(
    vehicles.map((v) => {
      const activity = f.number.float({ min: 0.6, max: 0.9, fractionDigits: 2 });
      return [
        v.id,
        {
          // The car under accident repair (valid_flag 0) hardly runs.
          activity: v.valid_flag === 0 ? 0.1 : activity,
          stepMs: f.helpers.arrayElement([1000, 1000, 2000]),
          gbPerHour: f.number.float({ min: 1.5, max: 6, fractionDigits: 1 }),
          filesPerHour: f.number.int({ min: 30, max: 120 }),
        },
      ];
    }),
  ),
});

/** Profile of a car created after seeding (or unknown to the seed): derived from its id. */
export const fallbackProfile = (carId: number): CarActivityProfile => {
  const r = createRandom(seedFor(carId, 'profile'));
  return {
    activity: 0.6 + r.next() * 0.3,
    stepMs: 1000,
    gbPerHour: 1.5 + Math.round(r.next() * 45) / 10,
    filesPerHour: r.int(30, 120),
  };
};

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** Reports count days in China Standard Time, whatever the machine's zone. */
const CST_MS = 8 * HOUR_MS;

/** YYYY-MM-DD (UTC+8) of an instant. */
export const dayKeyOf = (ms: number): string => new Date(ms + CST_MS).toISOString().slice(0, 10);
/** 00:00 (UTC+8) of a YYYY-MM-DD day. */
export const dayStartOf = (dayKey: string): number => Date.parse(`${dayKey}T00:00:00+08:00`);
/** ISO 8601 with +08:00, as the contract's examples write times. */
export const isoCst = (ms: number): string =>
  `${new Date(ms + CST_MS).toISOString().slice(0, 19)}+08:00`;

/** The days of a YYYY-MM month. */
export const monthDays = (month: string): string[] => {
  const [year = 0, mon = 1] = month.split('-').map(Number);
  const count = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
};

export const round1 = (value: number): number => Math.round(value * 10) / 10;

/** One continuous test drive of a car. */
export interface TestSession {
  startMs: number;
  endMs: number;
  /** Whole multiples of 6 minutes, so hours are exact to 0.1. */
  hours: number;
  mileageKm: number;
  /** Picks the session's project among the car's projects at answer time. */
  slot: number;
}

/** Mean speed (km/h) of a drive; the GPS generator scales its speed profile to it. */
const meanSpeedOf = (carId: number, startMs: number): number =>
  25 + createRandom(seedFor(carId, `speed:${startMs}`)).next() * 40;

const SIX_MINUTES = 6 * 60_000;

/** The test drives of a car on a day: none, or one to three between 06:00 and 23:00. */
export const sessionsOf = (carId: number, dayKey: string, activity: number): TestSession[] => {
  const dayStart = dayStartOf(dayKey);
  const r = createRandom(seedFor(carId * 7919, dayKey));
  const weekday = new Date(dayStart + CST_MS).getUTCDay();
  const chance = weekday === 0 || weekday === 6 ? activity / 3 : activity;
  // Every car also has a fixed duty day in five, so no day of the fleet is ever without tests.
  const duty = (Math.round(dayStart / DAY_MS) + carId) % 5 === 0;
  if (r.next() >= chance && !duty) return [];
  const sessions: TestSession[] = [];
  const count = r.int(2, 3);
  let cursor = dayStart + 6 * HOUR_MS + r.int(0, 20) * SIX_MINUTES;
  for (let i = 0; i < count; i += 1) {
    const units = r.int(10, 40);
    const endMs = cursor + units * SIX_MINUTES;
    if (endMs > dayStart + 23 * HOUR_MS) break;
    const hours = units / 10;
    sessions.push({
      startMs: cursor,
      endMs,
      hours,
      mileageKm: round1(meanSpeedOf(carId, cursor) * hours),
      slot: r.int(0, 999),
    });
    cursor = endMs + r.int(5, 20) * SIX_MINUTES;
  }
  return sessions;
};

/** Depots around Shanghai the cars start their drives from: [lng, lat]. */
const SITES: readonly (readonly [number, number])[] = [
  [121.17, 31.38],
  [121.9, 30.9],
  [121.45, 31.22],
  [121.22, 31.03],
  [121.6, 31.2],
  [121.1, 31.15],
];

const siteOf = (carId: number): [number, number] => {
  const r = createRandom(seedFor(carId, 'site'));
  const [lng, lat] = SITES[carId % SITES.length] ?? [121.4, 31.2];
  return [lng + (r.next() - 0.5) * 0.06, lat + (r.next() - 0.5) * 0.05];
};

const METRES_PER_DEGREE = 111_320;
const RADIUS_M = 9000;
const MAX_SPEED = 120;
const QUARTER = Math.PI / 2;

/** Speed profile of legs between stops: accelerate, cruise, brake, wait. Also the leg starts. */
const speedProfile = (n: number, dt: number, next: () => number) => {
  const speeds = new Float64Array(n);
  const legStarts: number[] = [];
  let i = 0;
  const steps = (seconds: number) => Math.max(1, Math.round(seconds / dt));
  while (i < n) {
    legStarts.push(i);
    const cruise = 0.5 + next() * 1.3;
    const up = steps(8 + next() * 12);
    const hold = steps(30 + next() * 240);
    const down = steps(6 + next() * 8);
    const wait = next() < 0.6 ? steps(next() * 40) : 0;
    for (let k = 0; k < up && i < n; k += 1, i += 1)
      speeds[i] = cruise * (0.5 - 0.5 * Math.cos((Math.PI * k) / up));
    const phase = next() * 6;
    for (let k = 0; k < hold && i < n; k += 1, i += 1)
      speeds[i] = cruise * (1 + 0.06 * Math.sin(phase + (k * dt) / 20));
    for (let k = 1; k <= down && i < n; k += 1, i += 1)
      speeds[i] = cruise * (0.5 + 0.5 * Math.cos((Math.PI * k) / down));
    for (let k = 0; k < wait && i < n; k += 1, i += 1) speeds[i] = 0;
  }
  return { speeds, legStarts };
};

/**
 * The GPS fixes of one continuous drive of a car from `startMs` to `endMs`, one every `stepMs`
 * (pure and deterministic: the same arguments give the same fixes). The drive starts at the car's
 * depot, follows a grid of roads with gentle curves, stops at crossings and keeps within about
 * 9 km of the depot; its mean speed matches the session mileage of the activity model.
 */
const driveFixes = (carId: number, startMs: number, endMs: number, stepMs: number): GpsFix[] => {
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs) || !(stepMs > 0)) return [];
  if (endMs < startMs) return [];
  const n = Math.floor((endMs - startMs) / stepMs) + 1;
  const dt = stepMs / 1000;
  const r = createRandom(seedFor(carId, `drive:${startMs}`));
  const { speeds, legStarts } = speedProfile(n, dt, r.next);
  let sum = 0;
  for (let i = 0; i < n; i += 1) sum += speeds[i] ?? 0;
  const scale = sum > 0 ? (meanSpeedOf(carId, startMs) * n) / sum : 0;

  const [lng0, lat0] = siteOf(carId);
  // One street grid per car: every drive of the car follows the same roads around its depot.
  r.next();
  const grid = createRandom(seedFor(carId, 'roads')).next() * QUARTER;
  let lng = lng0;
  let lat = lat0;
  let target = grid + r.int(0, 3) * QUARTER;
  let heading = target;
  let curve = 0;
  let leg = 0;
  const maxTurn = (Math.PI / 12) * dt;
  const fixes: GpsFix[] = new Array<GpsFix>(n);
  for (let i = 0; i < n; i += 1) {
    if (legStarts[leg] === i) {
      leg += 1;
      const dx = (lng0 - lng) * Math.cos((lat * Math.PI) / 180);
      const dy = lat0 - lat;
      const away = Math.hypot(dx, dy) * METRES_PER_DEGREE > RADIUS_M;
      // Far out: take the road that points home; otherwise mostly straight on, sometimes turn.
      const turn = away
        ? Math.round((Math.atan2(dx, dy) - grid) / QUARTER) * QUARTER + grid - target
        : ([0, 0, QUARTER, -QUARTER][r.int(0, 3)] ?? 0);
      target += turn;
    }
    const diff = Math.atan2(Math.sin(target - heading), Math.cos(target - heading));
    heading += Math.max(-maxTurn, Math.min(maxTurn, diff));
    curve = curve * 0.98 + (r.next() - 0.5) * 0.002;
    const speed = Math.min(MAX_SPEED, (speeds[i] ?? 0) * scale);
    const metres = (speed / 3.6) * dt;
    const course = heading + Math.max(-0.15, Math.min(0.15, curve * 10));
    lat += (metres * Math.cos(course)) / METRES_PER_DEGREE;
    lng += (metres * Math.sin(course)) / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
    fixes[i] = {
      lng: Math.round(lng * 1e6) / 1e6,
      lat: Math.round(lat * 1e6) / 1e6,
      ts: startMs + i * stepMs,
      speed: Math.round(speed * 10) / 10,
    };
  }
  return fixes;
};

/**
 * Drives already computed: a dashboard visit asks for the same car-days again and again (reloads,
 * retries, every browser test), and one car-day is some 30,000 fixes. Bounded, oldest out first.
 */
const computedDrives = new Map<string, readonly GpsFix[]>();
const MAX_COMPUTED_DRIVES = 96;

export const gpsFixesFor = (
  carId: number,
  startMs: number,
  endMs: number,
  stepMs = 1000,
): GpsFix[] => {
  const key = `${carId}:${startMs}:${endMs}:${stepMs}`;
  const known = computedDrives.get(key);
  // A copy: callers may sort or trim what they get; the stored drive stays as computed.
  if (known !== undefined) return known.slice();
  const fixes = driveFixes(carId, startMs, endMs, stepMs);
  computedDrives.set(key, fixes);
  if (computedDrives.size > MAX_COMPUTED_DRIVES) {
    const oldest = computedDrives.keys().next();
    if (!oldest.done) computedDrives.delete(oldest.value);
  }
  return fixes.slice();
};
