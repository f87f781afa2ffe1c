import { describe, expect, it } from 'vitest';

import type { CarGpsTrace } from '@/api/generated/model';
import { DAY_MS, dayStartOf, gpsFixesFor } from '@/mocks/db/dashboard-seed';

import { countDrawnVertices, prepareTraces } from './prepare';
import { worldX, worldY } from './projection';
import { dropNearby, type Line, significance, simplifyLine, simplifyLines } from './simplify';

const EARTH_M = 40_075_016.686;
const day = dayStartOf('2026-11-20');
const bigTrace = (carId = 301, stepMs = 300): CarGpsTrace => ({
  carId,
  plate: `沪A${carId}`,
  vin: 'LSGBC5E43NG123456',
  points: gpsFixesFor(carId, day, day + DAY_MS - 1, stepMs),
});

const lineOf = (points: readonly { lng: number; lat: number }[]): Line => ({
  xs: Float64Array.from(points, (p) => worldX(p.lng)),
  ys: Float64Array.from(points, (p) => worldY(p.lat)),
});

const segmentDistance = (line: Line, p: number, a: number, b: number): number => {
  const [px, py, ax, ay, bx, by] = [p, p, a, a, b, b].map((i, k) =>
    k % 2 === 0 ? (line.xs[i] ?? 0) : (line.ys[i] ?? 0),
  ) as [number, number, number, number, number, number];
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 > 0 ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2)) : 0;
  return Math.hypot(ax + t * dx - px, ay + t * dy - py);
};

/** Largest distance of a dropped vertex from the kept segment that replaces it. */
const maxDeviation = (line: Line, kept: Uint32Array): number => {
  let worst = 0;
  for (let k = 1; k < kept.length; k += 1) {
    const a = kept[k - 1] ?? 0;
    const b = kept[k] ?? 0;
    for (let i = a + 1; i < b; i += 1) worst = Math.max(worst, segmentDistance(line, i, a, b));
  }
  return worst;
};

describe('simplification to a vertex budget', () => {
  it('brings a day of 288,000 fixes to at most 5,000 vertices in well under a second', () => {
    const trace = bigTrace();
    expect(trace.points).toHaveLength(288_000);
    // Best of two, so a busy test machine does not decide the figure.
    let elapsed = Infinity;
    let prepared = prepareTraces([], 5000);
    for (let round = 0; round < 2; round += 1) {
      const started = performance.now();
      prepared = prepareTraces([trace], 5000);
      elapsed = Math.min(elapsed, performance.now() - started);
    }
    expect(prepared.vertices).toBeLessThanOrEqual(5000);
    expect(prepared.vertices).toBeGreaterThan(4000);
    console.info(`288,000 fixes prepared in ${elapsed.toFixed(0)} ms`);
    expect(elapsed).toBeLessThan(1000);
    const [drawn] = prepared.traces;
    expect(drawn?.ts[0]).toBe(trace.points[0]?.ts);
    expect(drawn?.ts[drawn.ts.length - 1]).toBe(trace.points[trace.points.length - 1]?.ts);
  });

  it('keeps the shape: no dropped fix is more than 25 m off the drawn line', () => {
    const points = bigTrace(302).points;
    const line = lineOf(points);
    const kept = simplifyLine(line, 5000);
    expect(kept.length).toBeLessThanOrEqual(5000);
    expect(kept[0]).toBe(0);
    expect(kept[kept.length - 1]).toBe(points.length - 1);
    const metresPerUnit = EARTH_M * Math.cos((31.2 * Math.PI) / 180);
    expect(maxDeviation(line, kept) * metresPerUnit).toBeLessThan(25);
  });

  it('shares the budget over several cars and keeps every first and last fix', () => {
    const traces = [301, 303, 305].map((car) => bigTrace(car, 2000));
    expect(countDrawnVertices(traces, 5000)).toBeLessThanOrEqual(5000);
    const prepared = prepareTraces(traces, 600);
    expect(prepared.vertices).toBeLessThanOrEqual(600);
    prepared.traces.forEach((t, i) => {
      expect(t.xs.length).toBeGreaterThan(50);
      expect(t.ts[0]).toBe(traces[i]?.points[0]?.ts);
    });
  });

  it('handles empty input, one point, duplicates and a straight line without recursion', () => {
    expect(simplifyLines([], 10)).toEqual([]);
    expect([...simplifyLine(lineOf([]), 10)]).toEqual([]);
    expect([...simplifyLine(lineOf([{ lng: 121, lat: 31 }]), 10)]).toEqual([0]);
    const same = Array.from({ length: 1000 }, () => ({ lng: 121.4, lat: 31.2 }));
    expect([...dropNearby(lineOf(same), 1e-9)]).toEqual([0, 999]);
    const straight: Line = {
      xs: Float64Array.from({ length: 300_000 }, (_, i) => i),
      ys: new Float64Array(300_000),
    };
    const started = performance.now();
    const kept = simplifyLine(straight, 100);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(kept.length).toBeLessThanOrEqual(100);
    expect(kept[0]).toBe(0);
    expect(kept[kept.length - 1]).toBe(299_999);
  });

  it('ranks a corner above the points of a straight run', () => {
    const line: Line = {
      xs: Float64Array.from([0, 1, 2, 3, 3, 3]),
      ys: Float64Array.from([0, 0, 0, 0, 1, 2]),
    };
    const sig = significance(line);
    expect(sig[3]).toBeGreaterThan(sig[1] ?? Infinity);
    expect([...simplifyLine(line, 3)]).toEqual([0, 3, 5]);
  });

  it('drops fixes that are not on the map', () => {
    const hostile: CarGpsTrace = {
      carId: 1,
      plate: 'X',
      vin: 'LSGBC5E43NG123456',
      points: [
        { lng: Number.NaN, lat: 31, ts: 1, speed: 1 },
        { lng: 121.4, lat: 31.2, ts: 2, speed: 1 },
        { lng: 1e308, lat: -1e308, ts: 3, speed: 1 },
        { lng: 121.4, lat: 91, ts: 4, speed: 1 },
        { lng: 121.41, lat: 31.21, ts: 5, speed: 1 },
        { lng: 121.41, lat: 31.21, ts: 6, speed: 1 },
      ],
    };
    const prepared = prepareTraces([hostile]);
    expect(prepared.traces[0]?.fixCount).toBe(6);
    expect([...(prepared.traces[0]?.ts ?? [])]).toEqual([2, 6]);
    expect(prepareTraces([{ ...hostile, points: hostile.points.slice(0, 1) }]).traces).toEqual([]);
  });
});
