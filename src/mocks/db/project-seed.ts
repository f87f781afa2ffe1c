import type { Faker } from '@faker-js/faker';

import { Collection } from './collection';
import type { VehicleRecord } from './master-seed';
import { numbered, stamp } from './seed-helpers';

export interface TestProjectRecord {
  id: number;
  name: string;
  code: string;
  status: number;
  fleetIds: number[];
  carIds: number[];
  startDate: string;
  endDate: string;
  plannedMileage: number;
  actualMileage: number;
  plannedHours: number;
  actualHours: number;
  ownerId: number;
  userTagId: number | null;
  description: string | null;
  createdAt: string;
  updatedAt: string;
}

// [name, status (test_project_status), fleets (1-based, in seed order), start, end, owner (account id), customer tag]
const projects: [string, number, number[], string, string, number, number | null][] = [
  ['智己 L7 城市道路可靠性试验', 1, [1], '2026-09-01', '2026-12-31', 1, 1],
  ['智己 LS6 高速工况能耗试验', 1, [2], '2026-10-10', '2027-01-20', 3, 1],
  ['海南夏季高温耐久试验', 3, [3], '2026-06-01', '2026-09-30', 4, 4],
  ['黑河冬季低温标定试验', 0, [4], '2026-12-05', '2027-02-28', 5, 5],
  ['飞凡 R7 ADAS 场景采集', 2, [1, 2], '2026-08-15', '2026-11-30', 1, 2],
  ['MG4 EV 充电兼容性试验', 1, [2], '2026-11-01', '2026-12-15', 6, null],
];

export const seedProjects = (
  f: Faker,
  vehicles: readonly VehicleRecord[],
  teamIds: readonly number[],
) =>
  new Collection<TestProjectRecord>(
    numbered(
      projects.map(([name, status, fleets, startDate, endDate, ownerId, userTagId], index) => {
        const fleetIds = fleets.flatMap((n) => teamIds[n - 1] ?? []);
        const plannedMileage = f.number.int({ min: 20, max: 120 }) * 1000;
        const plannedHours = f.number.int({ min: 200, max: 1500 });
        const share =
          status === 3
            ? 1
            : status === 0
              ? 0
              : f.number.float({ min: 0.2, max: 0.8, fractionDigits: 2 });
        return {
          name,
          code: `TP-2026-${String(index + 1).padStart(3, '0')}`,
          status,
          fleetIds,
          carIds: vehicles
            .filter((v) => v.carTeamId !== null && fleetIds.includes(v.carTeamId))
            .map((v) => v.id),
          startDate,
          endDate,
          plannedMileage,
          actualMileage: Math.round(plannedMileage * share * 10) / 10,
          plannedHours,
          actualHours: Math.round(plannedHours * share * 10) / 10,
          ownerId,
          userTagId,
          description: `${name}，按试验大纲执行。`,
          ...stamp(f),
        };
      }),
      12,
    ),
  );
