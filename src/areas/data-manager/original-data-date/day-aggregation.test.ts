import { describe, expect, it } from 'vitest';

import type { OriFileDayGroup } from '@/api/generated/model';

import { aggregateDays, monthWeeks } from './day-aggregation';

const group = (
  date: string,
  vin: string,
  fileCount: number,
  totalSize: number,
): OriFileDayGroup => ({
  date,
  vin,
  plate: `沪${vin.slice(-3)}`,
  fileCount,
  totalSize,
  files: [],
});

describe('day aggregation', () => {
  it('sums files and volume per day and per car, the busiest car first', () => {
    const days = aggregateDays([
      group('2026-11-20', 'AAAAAAAAAAAAAA001', 10, 100),
      group('2026-11-20', 'AAAAAAAAAAAAAA002', 5, 300),
      group('2026-11-21', 'AAAAAAAAAAAAAA001', 2, 20),
      // The same car-day split over two pages of groups still counts once per car.
      group('2026-11-20', 'AAAAAAAAAAAAAA001', 1, 10),
    ]);
    expect(days.get('2026-11-20')).toMatchObject({ fileCount: 16, totalSize: 410 });
    expect(days.get('2026-11-20')?.cars.map((car) => [car.vin.slice(-3), car.fileCount])).toEqual([
      ['002', 5],
      ['001', 11],
    ]);
    expect(days.get('2026-11-21')?.fileCount).toBe(2);
    expect(days.has('2026-11-22')).toBe(false);
  });

  it('lays a month out in Monday-first weeks', () => {
    const weeks = monthWeeks('2026-11');
    // 1 November 2026 is a Sunday.
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });
});
