import type { Announcement, AnnouncementSaveRequest, CustomerTag } from '../../api/generated/model';
import * as schemas from '../../api/generated/zod/system-management/system-management.zod';
import { requestUser } from '../auth';
import { type AnnouncementRecord, type CustomerTagRecord, db } from '../db';
import { mockErrors } from '../demo';
import { fail, ok } from '../respond';
import { http } from '../typed-http';
import { logOperation, requestSummary } from './log';
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

const toAnnouncement = ({ userTagIds, ...row }: AnnouncementRecord): Announcement => ({
  ...row,
  userTags: userTagIds.flatMap((id) => {
    const tag = db.customerTags.find(id);
    return tag ? [{ id, name: tag.name }] : [];
  }),
});

type AnnouncementInput = Pick<
  AnnouncementSaveRequest,
  'audience' | 'userTagIds' | 'startAt' | 'endAt'
>;

/** The optional audience and window of a save or update, defaults filled in, checked. */
const audienceOf = (body: AnnouncementInput) => {
  const audience = body.audience ?? 'all';
  const userTagIds = audience === 'userTags' ? (body.userTagIds ?? []) : [];
  const startAt = body.startAt ?? null;
  const endAt = body.endAt ?? null;
  if (audience === 'userTags' && userTagIds.length === 0) return mockErrors.badRequest;
  if (startAt && endAt && Date.parse(endAt) <= Date.parse(startAt)) return mockErrors.badRequest;
  return { audience, userTagIds, startAt, endAt };
};

/** Published, inside its window and meant for one of the user's customer tags (or for all). */
const visibleTo = (row: AnnouncementRecord, userTagIds: readonly number[], at: number) =>
  row.status === 'published' &&
  (row.startAt === null || Date.parse(row.startAt) <= at) &&
  (row.endAt === null || Date.parse(row.endAt) > at) &&
  (row.audience === 'all' || row.userTagIds.some((id) => userTagIds.includes(id)));

/** publish: draft or withdrawn → published; withdraw: published → withdrawn. */
const transition = (action: 'publish' | 'withdraw') =>
  http.post(
    action === 'publish' ? '/api/announcement/publish' : '/api/announcement/withdraw',
    async ({ request }) => {
      const body = await parseBody(request, schemas.PublishAnnouncementBody);
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
      logOperation(requestUser(request)?.username ?? 'admin', action, `公告 ${row.title}`, {
        request: requestSummary(request, body),
      });
      return ok(true);
    },
  );

const atOrAfter = (time: string, bound: string) => Date.parse(time) >= Date.parse(bound);

export const systemHandlers = [
  ...resourceHandlers({
    base: '/api/customerTag',
    sortable: ['name', 'accountCount', 'carTeamCount', 'createdAt', 'updatedAt'],
    label: '客户标签',
    table: () => db.customerTags,
    toDto: toTag,
    nameOf: (row) => row.name,
    keyword: (row) => [row.name, row.description],
    save: {
      schema: schemas.SaveCustomerTagBody,
      answer: 'id',
      create: (body) =>
        tagTaken(body.name)
          ? mockErrors.duplicate
          : { ...body, createdAt: now(), updatedAt: now() },
    },
    update: {
      schema: schemas.UpdateCustomerTagBody,
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
    sortable: ['title', 'level', 'status', 'publishedAt', 'updatedAt'],
    label: '公告',
    table: () => db.announcements,
    toDto: toAnnouncement,
    nameOf: (row) => row.title,
    keyword: (row) => [row.title, row.content],
    filters: { status: 'status', level: 'level' },
    save: {
      schema: schemas.SaveAnnouncementBody,
      answer: 'id',
      create: (body, request) => {
        const audience = audienceOf(body);
        if (isError(audience)) return audience;
        return {
          ...body,
          ...audience,
          status: 'draft' as const,
          publishedAt: null,
          createdBy: requestUser(request)?.realName ?? '张伟',
          createdAt: now(),
          updatedAt: now(),
        };
      },
    },
    update: {
      schema: schemas.UpdateAnnouncementBody,
      patch: ({ id: _id, ...body }, row) => {
        if (row.status === 'published') return mockErrors.wrongState;
        const audience = audienceOf(body);
        return isError(audience) ? audience : { ...body, ...audience };
      },
    },
  }),
  http.get('/api/announcement/current', ({ request }) => {
    const user = requestUser(request);
    if (!user) return fail(mockErrors.sessionInvalid);
    const at = Date.now();
    const rows = db.announcements
      .filter((row) => visibleTo(row, user.userTagIds, at))
      .sort((a, b) => Date.parse(b.publishedAt ?? '') - Date.parse(a.publishedAt ?? ''));
    return ok(rows.map(toAnnouncement));
  }),
  transition('publish'),
  transition('withdraw'),
  ...resourceHandlers({
    base: '/api/operationLog',
    sortable: ['time', 'username', 'action', 'result'],
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
