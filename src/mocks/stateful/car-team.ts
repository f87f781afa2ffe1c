import type { CarTeam, CarTeamDetail, IdName } from '../../api/generated/model';
import * as schemas from '../../api/generated/zod/master-data-management/master-data-management.zod';
import { requestUser } from '../auth';
import { type CarTeamRecord, db } from '../db';
import { mockErrors } from '../demo';
import { fail, ok } from '../respond';
import { http } from '../typed-http';
import { logOperation } from './log';
import { modelName, vinOwner } from './master-data';
import { isError, now, parseBody, resourceHandlers } from './resource';

const tagName = (id: number | null): string | null =>
  id === null ? null : (db.customerTags.find(id)?.name ?? null);

/** Projects not yet ended (test_project_status 3) that name the fleet. */
const openProjects = (teamId: number) =>
  db.testProjects.filter((p) => p.status !== 3 && p.fleetIds.includes(teamId));

const toCarTeam = (row: CarTeamRecord): CarTeam => ({
  ...row,
  userTagName: tagName(row.userTagId),
  leaderName: row.leaderId === null ? null : (db.testers.find(row.leaderId)?.name ?? null),
  projectCount: openProjects(row.id).length,
  carCount: db.vehicles.filter((v) => v.carTeamId === row.id).length,
  memberCount: db.testers.filter((t) => t.carTeamId === row.id).length,
});

const toDetail = (row: CarTeamRecord): CarTeamDetail => ({
  ...toCarTeam(row),
  cars: db.vehicles
    .filter((v) => v.carTeamId === row.id)
    .map(({ id, vin, plate, vehicleModelId, valid_flag }) => ({
      id,
      vin,
      plate,
      valid_flag,
      vehicleModelName: modelName(vehicleModelId),
    })),
  members: db.testers
    .filter((t) => t.carTeamId === row.id)
    .map(({ id, name, phone, employeeNo, is_active }) => ({
      id,
      name,
      phone,
      employeeNo,
      is_active,
    })),
});

/** Puts cars or members into a team (or takes them out, teamId null). */
const assign = (kind: 'cars' | 'members', ids: readonly number[], teamId: number | null) => {
  const table = kind === 'cars' ? db.vehicles : db.testers;
  ids.forEach((id) => table.update(id, { carTeamId: teamId, updatedAt: now() }));
  // A leader who left the fleet no longer leads it.
  if (kind === 'members')
    db.carTeams
      .filter((t) => t.leaderId !== null && db.testers.find(t.leaderId)?.carTeamId !== t.id)
      .forEach((t) => db.carTeams.update(t.id, { leaderId: null }));
};

const duplicate = (name: string, id?: number) =>
  db.carTeams.findBy((team) => team.name === name && team.id !== id) !== undefined;

const crud = resourceHandlers({
  base: '/api/carTeam',
  sortable: [
    'name',
    'userTagName',
    'leaderName',
    'carCount',
    'memberCount',
    'projectCount',
    'createdAt',
    'updatedAt',
  ],
  label: '车队',
  table: () => db.carTeams,
  toDto: toCarTeam,
  toDetail,
  nameOf: (row) => row.name,
  keyword: (row) => [row.name, row.remark, tagName(row.userTagId)],
  filters: { userTagId: 'userTagId' },
  save: {
    schema: schemas.SaveCarTeamBody,
    answer: 'id',
    create: ({ name, userTagId, remark, leaderId }) =>
      duplicate(name)
        ? mockErrors.duplicate
        : {
            name,
            userTagId: userTagId ?? null,
            leaderId: leaderId ?? null,
            remark: remark ?? '',
            createdAt: now(),
            updatedAt: now(),
          },
    after: (body, row) => {
      assign('cars', body.carIds ?? [], row.id);
      assign('members', body.memberIds ?? [], row.id);
    },
  },
  update: {
    schema: schemas.UpdateCarTeamBody,
    patch: ({ id, leaderId, ...body }) =>
      duplicate(body.name, id)
        ? mockErrors.duplicate
        : leaderId === undefined
          ? body
          : { ...body, leaderId },
  },
  remove: {
    // A fleet a running or planned project still works with cannot go (its data would be orphaned).
    check: (ids) => {
      for (const id of ids) {
        const project = openProjects(id)[0];
        const team = db.carTeams.find(id);
        if (project && team)
          return {
            code: mockErrors.inUse.code,
            msg: `车队「${team.name}」仍在试验项目「${project.name}」中，不能删除`,
          };
      }
      return undefined;
    },
    after: (ids) => {
      assign(
        'cars',
        db.vehicles
          .filter((v) => v.carTeamId !== null && ids.includes(v.carTeamId))
          .map((v) => v.id),
        null,
      );
      assign(
        'members',
        db.testers
          .filter((t) => t.carTeamId !== null && ids.includes(t.carTeamId))
          .map((t) => t.id),
        null,
      );
    },
  },
});

/** Reads {carTeamId, carIds} or {carTeamId, memberIds} as one shape. */
const readMembership = async (request: Request, kind: 'cars' | 'members') => {
  if (kind === 'cars') {
    const body = await parseBody(request, schemas.AddCarTeamCarsBody);
    return isError(body) ? body : { teamId: body.carTeamId, ids: body.carIds };
  }
  const body = await parseBody(request, schemas.AddCarTeamMembersBody);
  return isError(body) ? body : { teamId: body.carTeamId, ids: body.memberIds };
};

const membership = (kind: 'cars' | 'members', adding: boolean) =>
  http.post(
    kind === 'cars'
      ? adding
        ? '/api/carTeam/addCars'
        : '/api/carTeam/removeCars'
      : adding
        ? '/api/carTeam/addMembers'
        : '/api/carTeam/removeMembers',
    async ({ request }) => {
      const body = await readMembership(request, kind);
      if (isError(body)) return fail(body);
      if (!db.carTeams.find(body.teamId)) return fail(mockErrors.notFound);
      const table = kind === 'cars' ? db.vehicles : db.testers;
      const own = body.ids.filter((id) => table.find(id)?.carTeamId === body.teamId);
      assign(kind, adding ? body.ids : own, adding ? body.teamId : null);
      if (!adding && own.length > 0) {
        const team = db.carTeams.find(body.teamId)?.name ?? '';
        const word = kind === 'cars' ? '辆车' : '名成员';
        logOperation(
          requestUser(request)?.username ?? 'admin',
          'update',
          `车队 ${team} 移出 ${own.length} ${word}`,
        );
      }
      return ok(true);
    },
  );

const options = (
  path: '/api/carTeam/options' | '/api/vehicleModel/options',
  rows: () => IdName[],
) => http.get(path, () => ok(rows()));

export const carTeamHandlers = [
  ...crud,
  membership('cars', true),
  membership('cars', false),
  membership('members', true),
  membership('members', false),
  http.get('/api/vehicle/checkVin', ({ query }) => {
    const vin = query.get('vin') ?? '';
    if (!/^[A-HJ-NPR-Z0-9]{17}$/i.test(vin)) return fail(mockErrors.badRequest);
    const vehicleId = vinOwner(vin, Number(query.get('excludeId')) || undefined);
    return ok(vehicleId === undefined ? { available: true } : { available: false, vehicleId });
  }),
  options('/api/carTeam/options', () => db.carTeams.all().map(({ id, name }) => ({ id, name }))),
  options('/api/vehicleModel/options', () =>
    db.vehicleModels.filter((m) => m.valid_flag === 1).map(({ id, name }) => ({ id, name })),
  ),
  http.get('/api/ecu/options', ({ query }) => {
    const modelId = Number(query.get('vehicleModelId'));
    return ok(
      db.ecus.filter((e) => e.vehicleModelId === modelId).map(({ id, name }) => ({ id, name })),
    );
  }),
];
