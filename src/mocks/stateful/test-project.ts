import type { TestProject } from '../../api/generated/model';
import * as schemas from '../../api/generated/zod/test-project-management/test-project-management.zod';
import { db, type TestProjectRecord } from '../db';
import { mockErrors } from '../demo';
import { projectProgress } from './dashboard';
import { now, resourceHandlers } from './resource';

const toProject = ({ fleetIds, carIds, ownerId, ...row }: TestProjectRecord): TestProject => {
  const owner = db.users.find(ownerId);
  // While a project runs its figures are the dashboard's; before and after, the stored ones.
  const progress = projectProgress(row);
  return {
    ...row,
    actualMileage: progress?.mileageKm ?? row.actualMileage,
    actualHours: progress?.hours ?? row.actualHours,
    testers: db.testers
      .filter((t) => t.carTeamId !== null && fleetIds.includes(t.carTeamId))
      .map(({ id, name }) => ({ id, name })),
    fleets: fleetIds.flatMap((id) => {
      const team = db.carTeams.find(id);
      return team ? [{ id, name: team.name }] : [];
    }),
    cars: carIds.flatMap((id) => {
      const car = db.vehicles.find(id);
      return car ? [{ id, plate: car.plate, vin: car.vin }] : [];
    }),
    owner: { id: ownerId, name: owner?.realName ?? '' },
    userTagName:
      row.userTagId === null ? null : (db.customerTags.find(row.userTagId)?.name ?? null),
  };
};

const codeTaken = (code: string, id?: number) =>
  db.testProjects.findBy((p) => p.code === code && p.id !== id) !== undefined;

export const testProjectHandlers = resourceHandlers({
  base: '/api/testProject',
  sortable: ['name', 'status', 'startDate', 'actualMileage', 'actualHours'],
  label: '试验项目',
  table: () => db.testProjects,
  toDto: toProject,
  nameOf: (row) => row.code,
  keyword: (row) => [row.name, row.code, row.description],
  filters: {
    status: 'status',
    userTagId: 'userTagId',
    fleetId: (row, value) => row.fleetIds.includes(Number(value)),
    // Projects that overlap the asked period.
    startDate: (row, value) => row.endDate >= value,
    endDate: (row, value) => row.startDate <= value,
  },
  save: {
    schema: schemas.SaveTestProjectBody,
    answer: 'dto',
    create: (body) =>
      codeTaken(body.code)
        ? mockErrors.duplicate
        : {
            ...body,
            actualMileage: 0,
            actualHours: 0,
            userTagId: body.userTagId ?? null,
            description: body.description ?? null,
            createdAt: now(),
            updatedAt: now(),
          },
  },
  update: {
    schema: schemas.UpdateTestProjectBody,
    patch: ({ id, ...body }) =>
      codeTaken(body.code, id)
        ? mockErrors.duplicate
        : { ...body, userTagId: body.userTagId ?? null, description: body.description ?? null },
  },
});
