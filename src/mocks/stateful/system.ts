import { http } from '../typed-http';
import type { Announcement, CustomerTag } from '../../api/generated/model';
import * as schemas from '../../api/generated/zod/system-management/system-management.zod';
import { requestUser } from '../auth';
import { db, type AnnouncementRecord, type CustomerTagRecord } from '../db';
import { mockErrors } from '../demo';
import { fail, ok } from '../respond';
import { logOperation } from './log';
import { isError, now, parseBody, resourceHandlers } from './resource';

const toTag = (tag: CustomerTagRecord): CustomerTag => ({
  ...tag,
  accountCount: db.users.filter((u) => u.userTagIds.includes(tag.id)).length,
  carTeamCount: db.carTeams.filter((t) => t.userTagId === tag.id).length,
  updatedAt: tag.updatedAt ?? tag.createdAt,
});

const tagTaken = (name: string, id?: number) =>
  db.customerTags.findBy((t) => t.name === name && t.id !== id) !== undefined;

/** A deleted tag disappears from every account, fleet and project that carried it. */
const dropTags = (ids: readonly number[]): void => {
  db.users
    .all()
    .forEach((u) =>
      db.users.update(u.id, { userTagIds: u.userTagIds.filter((id) => !ids.includes(id)) }),
    );
  db.carTeams
    .filter((t) => t.userTagId !== null && ids.includes(t.userTagId))
    .forEach((t) => db.carTeams.update(t.id, { userTagId: null }));
  db.testProjects
    .filter((p) => p.userTagId !== null && ids.includes(p.userTagId))
    .forEach((p) => db.testProjects.update(p.id, { userTagId: null }));
};

const toAnnouncement = (row: AnnouncementRecord): Announcement => row;

/** publish: draft or withdrawn → published; withdraw: published → withdrawn. */
const transition = (action: 'publish' | 'withdraw') =>
  http.post(
    action === 'publish' ? '/api/announcement/publish' : '/api/announcement/withdraw',
    async ({ request }) => {
      const body = await parseBody(request, schemas.publishAnnouncementBody);
      if (isError(body)) return fail(body);
      const row = db.announcements.find(body.id);
      if (!row) return fail(mockErrors.notFound);
      const publishing = action === 'publish';
      if ((row.status === 'published') === publishing) return fail(mockErrors.wrongState);
      db.announcements.update(row.id, {
        status: publishing ? 'published' : 'withdrawn',
        publishedAt: publishing ? now() : row.publishedAt,
        updatedAt: now(),
      });
      logOperation(requestUser(request)?.username ?? 'admin', action, `公告 ${row.title}`);
      return ok(true);
    },
  );

const atOrAfter = (time: string, bound: string) => Date.parse(time) >= Date.parse(bound);

export const systemHandlers = [
  ...resourceHandlers({
    base: '/api/customerTag',
    label: '客户标签',
    table: () => db.customerTags,
    toDto: toTag,
    nameOf: (row) => row.name,
    keyword: (row) => [row.name, row.description],
    save: {
      schema: schemas.saveCustomerTagBody,
      answer: 'id',
      create: (body) =>
        tagTaken(body.name)
          ? mockErrors.duplicate
          : { ...body, createdAt: now(), updatedAt: now() },
    },
    update: {
      schema: schemas.updateCustomerTagBody,
      patch: ({ id, ...body }) =>
        tagTaken(body.name, id) ? mockErrors.duplicate : { ...body, updatedAt: now() },
    },
    remove: { after: dropTags },
  }),
  http.get('/api/customerTag/options', () =>
    ok(db.customerTags.all().map(({ id, name }) => ({ id, name }))),
  ),
  ...resourceHandlers({
    base: '/api/announcement',
    label: '公告',
    table: () => db.announcements,
    toDto: toAnnouncement,
    nameOf: (row) => row.title,
    keyword: (row) => [row.title, row.content],
    filters: { status: 'status', level: 'level' },
    save: {
      schema: schemas.saveAnnouncementBody,
      answer: 'id',
      create: (body, request) => ({
        ...body,
        status: 'draft' as const,
        publishedAt: null,
        createdBy: requestUser(request)?.realName ?? '张伟',
        createdAt: now(),
        updatedAt: now(),
      }),
    },
    update: { schema: schemas.updateAnnouncementBody, patch: ({ id: _id, ...body }) => body },
  }),
  transition('publish'),
  transition('withdraw'),
  ...resourceHandlers({
    base: '/api/operationLog',
    label: '操作日志',
    table: () => db.operationLogs,
    toDto: (row) => row,
    filters: {
      username: 'username',
      action: 'action',
      result: 'result',
      startTime: (row, value) => atOrAfter(row.time, value),
      endTime: (row, value) => atOrAfter(value, row.time),
    },
    remove: false,
  }),
];
