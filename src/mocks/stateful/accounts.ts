import { http } from '../typed-http';
import type { Account, IdName, Role } from '../../api/generated/model';
import * as schemas from '../../api/generated/zod/system-management/system-management.zod';
import { db, type RoleRecord, type UserRecord } from '../db';
import { mockErrors } from '../demo';
import { fail, ok } from '../respond';
import { isError, now, parseBody, readIds, resourceHandlers } from './resource';

/** Creation time of the seeded rows that predate the store's own dates. */
const SEEDED_AT = '2025-03-01T01:00:00Z';
const ADMIN_ID = 1;

const idNames = (
  ids: readonly number[],
  find: (id: number) => { name: string } | undefined,
): IdName[] =>
  ids.flatMap((id) => {
    const row = find(id);
    return row ? [{ id, name: row.name }] : [];
  });

const rolesOf = (user: UserRecord) => idNames(user.roleIds, (id) => db.roles.find(id));
const tagsOf = (user: UserRecord) => idNames(user.userTagIds, (id) => db.customerTags.find(id));

const toAccount = (user: UserRecord): Account => ({
  id: user.id,
  username: user.username,
  realName: user.realName,
  phone: user.phone,
  email: user.email,
  status: user.enabled ? 'enabled' : 'disabled',
  roles: rolesOf(user),
  userTags: tagsOf(user),
  lastLoginAt: user.lastLoginAt,
  createdAt: user.createdAt,
  updatedAt: user.updatedAt ?? user.createdAt,
});

const toRole = (role: RoleRecord): Role => ({
  id: role.id,
  name: role.name,
  description: role.description,
  authorities: role.authorities,
  builtIn: role.builtIn ?? role.id === ADMIN_ID,
  accountCount: db.users.filter((u) => u.roleIds.includes(role.id)).length,
  createdAt: role.createdAt ?? SEEDED_AT,
  updatedAt: role.updatedAt ?? role.createdAt ?? SEEDED_AT,
});

const usernameTaken = (username: string) =>
  db.users.findBy((u) => u.username === username) !== undefined;
const roleTaken = (name: string, id?: number) =>
  db.roles.findBy((r) => r.name === name && r.id !== id) !== undefined;

/** enable, disable, resetPassword, roles and user tags: one field of some accounts at a time. */
const setEnabled = (enabled: boolean) =>
  http.post(enabled ? '/api/account/enable' : '/api/account/disable', async ({ request }) => {
    const ids = await readIds(request);
    if (isError(ids)) return fail(ids);
    if (!enabled && ids.includes(ADMIN_ID)) return fail(mockErrors.wrongState);
    ids.forEach((id) => db.users.update(id, { enabled, updatedAt: now() }));
    return ok(true);
  });

const listOf = (kind: 'roles' | 'userTags') =>
  http.get(kind === 'roles' ? '/api/account/roles' : '/api/account/userTags', ({ query }) => {
    const user = db.users.find(Number(query.get('id')));
    if (!user) return fail(mockErrors.notFound);
    return ok(kind === 'roles' ? rolesOf(user) : tagsOf(user));
  });

export const accountHandlers = [
  ...resourceHandlers({
    base: '/api/account',
    label: '账号',
    table: () => db.users,
    toDto: toAccount,
    nameOf: (row) => row.username,
    keyword: (row) => [row.username, row.realName, row.phone, row.email],
    filters: {
      status: (row, value) => (row.enabled ? 'enabled' : 'disabled') === value,
      roleId: (row, value) => row.roleIds.includes(Number(value)),
      userTagId: (row, value) => row.userTagIds.includes(Number(value)),
    },
    save: {
      schema: schemas.saveAccountBody,
      answer: 'id',
      create: ({ status, phone, email, ...body }) =>
        usernameTaken(body.username)
          ? mockErrors.usernameTaken
          : {
              ...body,
              phone: phone ?? null,
              email: email ?? null,
              enabled: status === 'enabled',
              lastLoginAt: null,
              createdAt: now(),
              updatedAt: now(),
            },
    },
    update: {
      schema: schemas.updateAccountBody,
      patch: ({ id: _id, ...body }) => ({ ...body, updatedAt: now() }),
    },
    remove: { check: (ids) => (ids.includes(ADMIN_ID) ? mockErrors.wrongState : undefined) },
  }),
  setEnabled(true),
  setEnabled(false),
  listOf('roles'),
  listOf('userTags'),
  http.post('/api/account/resetPassword', async ({ request }) => {
    const body = await parseBody(request, schemas.resetAccountPasswordBody);
    if (isError(body)) return fail(body);
    return db.users.update(body.id, { password: body.newPassword, updatedAt: now() })
      ? ok(true)
      : fail(mockErrors.notFound);
  }),
  http.post('/api/account/updateRoles', async ({ request }) => {
    const body = await parseBody(request, schemas.updateAccountRolesBody);
    if (isError(body)) return fail(body);
    return db.users.update(body.id, { roleIds: body.roleIds, updatedAt: now() })
      ? ok(true)
      : fail(mockErrors.notFound);
  }),
  http.post('/api/account/updateUserTags', async ({ request }) => {
    const body = await parseBody(request, schemas.updateAccountUserTagsBody);
    if (isError(body)) return fail(body);
    return db.users.update(body.id, { userTagIds: body.userTagIds, updatedAt: now() })
      ? ok(true)
      : fail(mockErrors.notFound);
  }),
  ...resourceHandlers({
    base: '/api/role',
    label: '角色',
    table: () => db.roles,
    toDto: toRole,
    nameOf: (row) => row.name,
    keyword: (row) => [row.name, row.description],
    save: {
      schema: schemas.saveRoleBody,
      answer: 'id',
      create: (body) =>
        roleTaken(body.name)
          ? mockErrors.duplicate
          : { ...body, builtIn: false, createdAt: now(), updatedAt: now() },
    },
    update: {
      schema: schemas.updateRoleBody,
      patch: ({ id, ...body }) => (roleTaken(body.name, id) ? mockErrors.duplicate : body),
    },
    remove: {
      check: (ids) =>
        ids.some((id) => {
          const role = db.roles.find(id);
          return role !== undefined && toRole(role).builtIn;
        })
          ? mockErrors.builtInRole
          : undefined,
      after: (ids) =>
        db.users
          .all()
          .forEach((u) =>
            db.users.update(u.id, { roleIds: u.roleIds.filter((id) => !ids.includes(id)) }),
          ),
    },
  }),
  http.get('/api/role/options', () => ok(db.roles.all().map(({ id, name }) => ({ id, name })))),
];
