import type { RequestHandler } from 'msw';

import type { DatasetTaskSaveRequest, ListDatasetTasksSortBy } from '../../api/generated/model';
import {
  AddDatasetTaskBody,
  DeleteDatasetTasksBody,
  RunDatasetTaskBody,
  StopDatasetTaskBody,
  UpdateDatasetTaskBody,
} from '../../api/generated/zod/data-compute/data-compute.zod';
import { requestUser } from '../auth';
import { db, matchesKeyword, paginate, type QueryReader, readIdList, readPageQuery } from '../db';
import { type DatasetTaskRecord, taskPortTypes, taskStrategySeed } from '../db/task-seed';
import { mockErrors } from '../demo';
import { type BusinessError, fail, ok } from '../respond';
import { zdProxyHttp } from '../typed-http';
import { logOperation } from './log';
import { isError, now, parseBody } from './resource';

const LABEL = '计算任务';
/** Progress a running task gains per read: a run ends after four polls. */
const STEP = 25;

const RUNNING = 1;

/** A strategy's zh-CN name: the strategy screens' store first, the tasks' own seed otherwise. */
const strategyName = (id: number): string | undefined =>
  db.strategies.find(id)?.strategy_name_chn ??
  taskStrategySeed.find((strategy) => strategy.id === id)?.name;

/** A stored task as answered: its strategy named as the strategy store names it now. */
const toTask = (task: DatasetTaskRecord): DatasetTaskRecord => ({
  ...task,
  strategyName: strategyName(task.strategyId) ?? task.strategyName,
});

/** Every read moves running tasks on: 运行中 → 已完成 in a few polls. */
const advance = (): void => {
  db.datasetTasks
    .filter((task) => task.status === RUNNING)
    .forEach((task) => {
      const progress = Math.min(100, task.progress + STEP);
      const done = progress === 100;
      db.datasetTasks.update(task.id, {
        progress,
        status: done ? 2 : RUNNING,
        updatedAt: now(),
        message: done ? `已生成 ${task.vins.length * 96} 个数据片段` : null,
      });
    });
};

const anyOf = <T>(wanted: readonly T[], held: readonly T[]): boolean =>
  wanted.length === 0 || wanted.some((value) => held.includes(value));

const sortKeys: Record<ListDatasetTasksSortBy, (task: DatasetTaskRecord) => string | number> = {
  createdAt: (task) => task.createdAt,
  updatedAt: (task) => task.updatedAt,
  name: (task) => task.name,
  startTime: (task) => task.startTime,
  status: (task) => task.status,
  progress: (task) => task.progress,
};

const isSortBy = (value: string | null): value is ListDatasetTasksSortBy =>
  value !== null && value in sortKeys;

type TaskQuery = 'keyword' | 'vins' | 'versions' | 'portTypes' | 'status' | 'sortBy' | 'sortOrder';

const listTasks = (params: QueryReader<TaskQuery>): DatasetTaskRecord[] => {
  const vins = params.getAll('vins');
  const versions = readIdList(params, 'versions');
  const portTypes = params.getAll('portTypes');
  const status = params.get('status');
  const sortBy = params.get('sortBy');
  const key = sortKeys[isSortBy(sortBy) ? sortBy : 'createdAt'];
  const direction = params.get('sortOrder') === 'asc' ? 1 : -1;
  return db.datasetTasks
    .filter(
      (task) =>
        matchesKeyword(params.get('keyword'), task.name) &&
        anyOf(vins, task.vins) &&
        anyOf(
          versions,
          task.versions.map((version) => version.id),
        ) &&
        anyOf(portTypes, task.portTypes) &&
        (status === null || status === '' || String(task.status) === status),
    )
    .sort((a, b) => {
      const left = key(a);
      const right = key(b);
      const order = left < right ? -1 : left > right ? 1 : 0;
      return order * direction || b.id - a.id;
    });
};

/** The stored form of a saved body, or why it cannot be saved. */
const contentOf = (
  body: DatasetTaskSaveRequest,
): BusinessError | Omit<DatasetTaskRecord, 'id' | 'createdBy' | 'createdAt' | 'status'> => {
  const name = strategyName(body.strategyId);
  const versions = body.versions.map((id) => db.taskVersions.find(id));
  const later = Date.parse(body.endTime) > Date.parse(body.startTime);
  if (name === undefined || versions.includes(undefined) || !later) return mockErrors.badRequest;
  return {
    name: body.name,
    strategyId: body.strategyId,
    strategyName: name,
    vins: [...new Set(body.vins)],
    versions: versions.filter((version) => version !== undefined),
    portTypes: [...new Set(body.portTypes)],
    startTime: body.startTime,
    endTime: body.endTime,
    progress: 0,
    updatedAt: now(),
    message: null,
  };
};

const userOf = (request: Request): string =>
  requestUser(request)?.realName || requestUser(request)?.username || 'admin';

const log = (request: Request, action: 'create' | 'update' | 'delete', target: string) =>
  logOperation(requestUser(request)?.username ?? 'admin', action, `${LABEL} ${target}`);

export const datasetTaskHandlers: RequestHandler[] = [
  zdProxyHttp.get('/api/dataset_task/get_vins', () =>
    ok([...new Set(db.vehicles.all().map((vehicle) => vehicle.vin))]),
  ),
  zdProxyHttp.get('/api/dataset_task/get_versions', () => ok(db.taskVersions.all())),
  zdProxyHttp.get('/api/dataset_task/get_port_types', () => ok([...taskPortTypes])),
  zdProxyHttp.get('/api/dataset_task/list', ({ query }) => {
    advance();
    const page = paginate(listTasks(query), readPageQuery(query));
    return ok({ ...page, list: page.list.map(toTask) });
  }),
  zdProxyHttp.get('/api/dataset_task', ({ query }) => {
    advance();
    const task = db.datasetTasks.find(Number(query.get('id')));
    return task ? ok(toTask(task)) : fail(mockErrors.notFound);
  }),
  zdProxyHttp.post('/api/dataset_task/add', async ({ request }) => {
    const body = await parseBody(request, AddDatasetTaskBody);
    const content = isError(body) ? body : contentOf(body);
    if (isError(content)) return fail(content);
    const stamp = now();
    const task = db.datasetTasks.insert({
      ...content,
      status: 0,
      createdBy: userOf(request),
      createdAt: stamp,
      updatedAt: stamp,
    });
    log(request, 'create', task.name);
    return ok(task);
  }),
  zdProxyHttp.post('/api/dataset_task/update', async ({ request }) => {
    const body = await parseBody(request, UpdateDatasetTaskBody);
    if (isError(body)) return fail(body);
    const task = db.datasetTasks.find(body.id);
    if (!task) return fail(mockErrors.notFound);
    if (task.status === RUNNING) return fail(mockErrors.wrongState);
    const content = contentOf(body);
    if (isError(content)) return fail(content);
    const next = db.datasetTasks.update(task.id, { ...content, status: 0 });
    log(request, 'update', task.name);
    return next ? ok(toTask(next)) : fail(mockErrors.notFound);
  }),
  zdProxyHttp.post('/api/dataset_task/run', async ({ request }) => {
    const body = await parseBody(request, RunDatasetTaskBody);
    if (isError(body)) return fail(body);
    const task = db.datasetTasks.find(body.id);
    if (!task) return fail(mockErrors.notFound);
    if (task.status === RUNNING) return fail(mockErrors.wrongState);
    // The platform answers when the run ends; the mock answers at once and lets reads move it on.
    const next = db.datasetTasks.update(task.id, {
      status: RUNNING,
      progress: 0,
      message: null,
      updatedAt: now(),
    });
    log(request, 'update', `${task.name} run`);
    return next ? ok(toTask(next)) : fail(mockErrors.notFound);
  }),
  zdProxyHttp.post('/api/dataset_task/stop', async ({ request }) => {
    const body = await parseBody(request, StopDatasetTaskBody);
    if (isError(body)) return fail(body);
    const task = db.datasetTasks.find(body.id);
    if (!task) return fail(mockErrors.notFound);
    if (task.status !== RUNNING) return fail(mockErrors.wrongState);
    db.datasetTasks.update(task.id, { status: 3, message: '任务已被手动停止', updatedAt: now() });
    log(request, 'update', `${task.name} stop`);
    return ok(true);
  }),
  zdProxyHttp.post('/api/dataset_task/delete', async ({ request }) => {
    const body = await parseBody(request, DeleteDatasetTasksBody);
    if (isError(body) || body.ids.length === 0) return fail(mockErrors.badRequest);
    const tasks = body.ids.map((id) => db.datasetTasks.find(id));
    if (tasks.some((task) => task?.status === RUNNING)) return fail(mockErrors.wrongState);
    db.datasetTasks.removeMany(body.ids);
    const names = tasks.filter((task) => task !== undefined).map((task) => task.name);
    log(request, 'delete', names.join('、'));
    return ok(true);
  }),
];
