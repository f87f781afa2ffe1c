import { describe, expect, it } from 'vitest';

import type { TestProject } from '@/api/generated/model';

import { dashboardSearch } from './dashboard-link';
import { filterParams } from './search';

describe('filterParams', () => {
  it('leaves out empty or broken filters', () => {
    expect(filterParams({})).toEqual({});
    expect(
      filterParams({
        pageNo: 3,
        keyword: '高寒',
        status: 0,
        fleetId: 12,
        from: '2026-01-01',
        to: 'x',
      }),
    ).toEqual({ status: 0, fleetId: 12, startDate: '2026-01-01' });
  });
});

const project = (patch: Partial<TestProject>): TestProject =>
  ({
    id: 1,
    fleets: [{ id: 12, name: '上海试验一队' }],
    cars: [{ id: 301, plate: '沪A12345', vin: 'LSGBC5E43NG123456' }],
    startDate: '2026-09-01',
    endDate: '2026-12-31',
    userTagId: 2,
    ...patch,
  }) as TestProject;

describe('dashboardSearch', () => {
  it('shows a running project up to today, its fleets and cars', () => {
    const search = dashboardSearch(project({}), new Date(2026, 10, 25, 10));
    expect(search).toMatchObject({
      tag: 2,
      fleets: [12],
      projectStart: '2026-09-01T00:00:00',
      projectEnd: '2026-11-25T23:59:59',
      mileageMonth: '2026-11',
      mileageCars: [301],
      timelineCars: [301],
    });
  });

  it('shows an ended project over its period and a future one over its plan', () => {
    const ended = dashboardSearch(project({ endDate: '2026-10-15' }), new Date(2026, 10, 25));
    expect(ended.projectEnd).toBe('2026-10-15T23:59:59');
    expect(ended.hoursMonth).toBe('2026-10');
    const future = dashboardSearch(
      project({ startDate: '2026-12-05', endDate: '2027-02-28', userTagId: null, cars: [] }),
      new Date(2026, 10, 25),
    );
    expect(future.projectEnd).toBe('2027-02-28T23:59:59');
    expect(future.tag).toBeUndefined();
    expect(future.mileageCars).toBeUndefined();
  });
});
