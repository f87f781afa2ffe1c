import type { Account, IdName, Role } from '../../api/generated/model';
import * as schemas from '../../api/generated/zod/system-management/system-management.zod';
import { requestUser } from '../auth';
import { db, type RoleRecord, type UserRecord } from '../db';
import { mockErrors } from '../demo';
import { fail, ok } from '../respond';
import { http } from '../typed-http';
import { authorityCodesHandler } from './authority-codes';
import { type LogAction, logOperation, requestSummary } from './log';
import { isError, now, parseBody, readIds, resourceHandlers } from './resource';
import { strongEnough } from './session';

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

const selfProtected = {
  code: mockErrors.wrongState.code,
  msg: '不能停用或删除当前登录的账号',
} as const;

const usernamesOf = (ids: readonly number[]) =>
  ids.flatMap((id) => db.users.find(id)?.username ?? []).join('、');

/** Every write of 账号管理 lands in 操作日志, refusals included, with what was asked. */
const audit = (
  request: Request,
  action: LogAction,
  target: string,
  body: unknown,
  refused?: { msg: string },
) =>
  logOperation(requestUser(request)?.username ?? 'admin', action, `账号 ${target}`, {
    request: requestSummary(request, body),
    result: refused ? 'failure' : 'success',
    message: refused?.msg ?? null,
  });

/** The signed-in account (and so the administrator using the console) is never disabled or deleted. */
const touchesSelf = (request: Request, ids: readonly number[]) =>
  ids.includes(requestUser(request)?.id ?? ADMIN_ID);

/** enable, disable, resetPassword, roles and user tags: one field of some accounts at a time. */
const setEnabled = (enabled: boolean) =>
  http.post(enabled ? '/api/account/enable' : '/api/account/disable', async ({ request }) => {
    const ids = await readIds(request);
    if (isError(ids)) return fail(ids);
    const action = enabled ? 'enable' : 'disable';
    if (!enabled && touchesSelf(request, ids)) {
      audit(request, action, usernamesOf(ids), { ids }, selfProtected);
      return fail(selfProtected);
    }
    ids.forEach((id) => db.users.update(id, { enabled, updatedAt: now() }));
    // A disabled account's tokens stop working at once.
    if (!enabled) [...db.tokens].forEach(([t, id]) => ids.includes(id) && db.tokens.delete(t));
    audit(request, action, usernamesOf(ids), { ids });
    return ok(true);
  });

const deleteAccounts = http.post('/api/account/delete', async ({ request }) => {
  const ids = await readIds(request);
  if (isError(ids)) return fail(ids);
  const names = usernamesOf(ids);
  if (touchesSelf(request, ids)) {
    audit(request, 'delete', names, { ids }, selfProtected);
    return fail(selfProtected);
  }
  db.users.removeMany(ids);
  [...db.tokens].forEach(([t, id]) => ids.includes(id) && db.tokens.delete(t));
  audit(request, 'delete', names, { ids });
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
    sortable: ['username', 'realName', 'status', 'lastLoginAt', 'createdAt'],
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
      schema: schemas.SaveAccountBody,
      answer: 'id',
      create: ({ status, phone, email, ...body }) =>
        usernameTaken(body.username)
          ? mockErrors.usernameTaken
          : !strongEnough(body.password)
            ? mockErrors.weakPassword
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
      schema: schemas.UpdateAccountBody,
      patch: ({ id: _id, ...body }) => ({ ...body, updatedAt: now() }),
    },
    remove: false,
  }),
  deleteAccounts,
  setEnabled(true),
  setEnabled(false),
  listOf('roles'),
  listOf('userTags'),
  http.post('/api/account/resetPassword', async ({ request }) => {
    const body = await parseBody(request, schemas.ResetAccountPasswordBody);
    if (isError(body)) return fail(body);
    if (!strongEnough(body.newPassword)) return fail(mockErrors.weakPassword);
    if (!db.users.update(body.id, { password: body.newPassword, updatedAt: now() }))
      return fail(mockErrors.notFound);
    [...db.tokens].forEach(([t, id]) => id === body.id && db.tokens.delete(t));
    audit(request, 'reset-password', usernamesOf([body.id]), { id: body.id, newPassword: '' });
    return ok(true);
  }),
  http.post('/api/account/updateRoles', async ({ request }) => {
    const body = await parseBody(request, schemas.UpdateAccountRolesBody);
    if (isError(body)) return fail(body);
    if (!db.users.update(body.id, { roleIds: body.roleIds, updatedAt: now() }))
      return fail(mockErrors.notFound);
    audit(request, 'update', `${usernamesOf([body.id])} 的角色`, body);
    return ok(true);
  }),
  http.post('/api/account/updateUserTags', async ({ request }) => {
    const body = await parseBody(request, schemas.UpdateAccountUserTagsBody);
    if (isError(body)) return fail(body);
    if (!db.users.update(body.id, { userTagIds: body.userTagIds, updatedAt: now() }))
      return fail(mockErrors.notFound);
    audit(request, 'update', `${usernamesOf([body.id])} 的客户标签`, body);
    return ok(true);
  }),
  ...resourceHandlers({
    base: '/api/role',
    sortable: ['name', 'accountCount', 'updatedAt'],
    label: '角色',
    table: () => db.roles,
    toDto: toRole,
    nameOf: (row) => row.name,
    keyword: (row) => [row.name, row.description],
    save: {
      schema: schemas.SaveRoleBody,
      answer: 'id',
      create: (body) =>
        roleTaken(body.name)
          ? mockErrors.duplicate
          : { ...body, builtIn: false, createdAt: now(), updatedAt: now() },
    },
    update: {
      schema: schemas.UpdateRoleBody,
      patch: ({ id, ...body }) => (roleTaken(body.name, id) ? mockErrors.duplicate : body),
    },
    remove: {
      check: (ids) => {
        const roles = ids.flatMap((id) => db.roles.find(id) ?? []).map(toRole);
        if (roles.some((role) => role.builtIn)) return mockErrors.builtInRole;
        const held = roles.find((role) => role.accountCount > 0);
        return held
          ? {
              code: mockErrors.wrongState.code,
              msg: `角色「${held.name}」仍有 ${held.accountCount} 个账号使用，不能删除`,
            }
          : undefined;
      },
      after: (ids) =>
        db.users
          .all()
          .forEach((u) =>
            db.users.update(u.id, { roleIds: u.roleIds.filter((id) => !ids.includes(id)) }),
          ),
    },
  }),
  http.get('/api/role/options', () => ok(db.roles.all().map(({ id, name }) => ({ id, name })))),
  authorityCodesHandler,
];
