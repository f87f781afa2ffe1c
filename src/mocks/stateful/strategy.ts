import type { RequestHandler } from 'msw';

import { saveDatasetStrategyBodyLimits } from '../../api/generated/limits';
import type { DatasetStrategy, SavedDataset } from '../../api/generated/model';
import {
  AppendGrafanaUrlBody,
  SaveDatasetBody,
  SaveDatasetStrategyBody,
  UpdateDatasetStrategyBody,
} from '../../api/generated/zod/data-compute/data-compute.zod';
import { requestUser } from '../auth';
import {
  db,
  matchesKeyword,
  paginate,
  type QueryReader,
  readPageQuery,
  type StrategyRecord,
} from '../db';
import { mockErrors } from '../demo';
import { fail, ok } from '../respond';
import { http } from '../typed-http';
import { logOperation } from './log';
import { isError, now, parseBody } from './resource';

const LABEL = '数据集策略';

export const strategyErrors = {
  noDashboard: { code: 1404, msg: '该策略尚未关联 Grafana 仪表盘' },
  badGrafanaUrl: { code: 1400, msg: '仪表盘地址只能是 http 或 https 地址' },
  tooManyUrls: { code: 1400, msg: '一个策略最多关联 50 个仪表盘' },
} as const;

/** The contract accepts only http and https dashboard addresses. */
export const isWebUrl = (value: string): boolean => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

const toDto = (row: StrategyRecord): DatasetStrategy => row;

const idParam = (query: QueryReader<'id'>): number => Number(query.get('id'));

const nameTaken = (name: string, except?: number): boolean =>
  db.strategies.findBy((row) => row.strategy_name === name && row.id !== except) !== undefined;

const userName = (request: Request): string => requestUser(request)?.username ?? 'admin';

const sorters: Record<string, (a: StrategyRecord, b: StrategyRecord) => number> = {
  createdAt: (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
  strategy_name: (a, b) => a.strategy_name.localeCompare(b.strategy_name) || a.id - b.id,
};

const listStrategies = (
  params: QueryReader<'strategy_type' | 'sortBy' | 'sortOrder' | 'keyword'>,
): StrategyRecord[] => {
  const type = params.get('strategy_type');
  const sort = sorters[params.get('sortBy') ?? ''] ?? sorters.createdAt;
  const direction = params.get('sortOrder') === 'asc' ? 1 : -1;
  return db.strategies
    .filter(
      (row) =>
        (!type || row.strategy_type === type) &&
        matchesKeyword(
          params.get('keyword'),
          row.strategy_name,
          row.strategy_name_chn,
          row.dbc_cfg,
          row.createdBy,
        ),
    )
    .sort((a, b) => direction * (sort?.(a, b) ?? 0));
};

export const strategyHandlers: RequestHandler[] = [
  http.get('/api/dataset/strategy/list', ({ query }) =>
    ok(paginate(listStrategies(query), readPageQuery(query))),
  ),

  // A GET that deletes: the contract keeps the server's old way.
  http.get('/api/dataset/strategy/delete', ({ request, query }) => {
    const row = db.strategies.find(idParam(query));
    if (!row) return fail(mockErrors.notFound);
    db.strategies.remove(row.id);
    logOperation(userName(request), 'delete', `${LABEL} ${row.strategy_name_chn}`);
    return ok(true);
  }),

  http.post('/api/dataset/strategy/save', async ({ request }) => {
    const body = await parseBody(request, SaveDatasetStrategyBody);
    if (isError(body)) return fail(body);
    const urls = body.grafanaUrls ?? [];
    if (!urls.every(isWebUrl)) return fail(strategyErrors.badGrafanaUrl);
    if (nameTaken(body.strategy_name)) return fail(mockErrors.duplicate);
    const row = db.strategies.insert({
      ...body,
      grafanaUrls: [...new Set(urls)],
      createdBy: requestUser(request)?.realName ?? '张伟',
      createdAt: now(),
    });
    logOperation(userName(request), 'create', `${LABEL} ${row.strategy_name_chn}`);
    return ok(toDto(row));
  }),

  http.post('/api/dataset/strategy/update', async ({ request }) => {
    const body = await parseBody(request, UpdateDatasetStrategyBody);
    if (isError(body)) return fail(body);
    const row = db.strategies.find(body.id);
    if (!row) return fail(mockErrors.notFound);
    const urls = body.grafanaUrls ?? row.grafanaUrls;
    if (!urls.every(isWebUrl)) return fail(strategyErrors.badGrafanaUrl);
    if (nameTaken(body.strategy_name, row.id)) return fail(mockErrors.duplicate);
    const { id, ...fields } = body;
    const next = db.strategies.update(id, { ...fields, grafanaUrls: [...new Set(urls)] });
    logOperation(userName(request), 'update', `${LABEL} ${row.strategy_name_chn}`);
    return next ? ok(toDto(next)) : fail(mockErrors.notFound);
  }),

  http.post('/api/dataset/strategy/appendGrafanaUrl', async ({ request }) => {
    const body = await parseBody(request, AppendGrafanaUrlBody);
    if (isError(body)) return fail(body);
    if (!isWebUrl(body.grafanaUrl)) return fail(strategyErrors.badGrafanaUrl);
    const row = db.strategies.find(body.id);
    if (!row) return fail(mockErrors.notFound);
    if (row.grafanaUrls.includes(body.grafanaUrl)) return ok(toDto(row));
    if (row.grafanaUrls.length >= saveDatasetStrategyBodyLimits.grafanaUrls.maxItems)
      return fail(strategyErrors.tooManyUrls);
    const next = db.strategies.update(row.id, {
      grafanaUrls: [...row.grafanaUrls, body.grafanaUrl],
    });
    logOperation(userName(request), 'update', `${LABEL} ${row.strategy_name_chn}`);
    return next ? ok(toDto(next)) : fail(mockErrors.notFound);
  }),

  // The first attached dashboard is the strategy's own; the mock hands it out as stored, hostile
  // or not, since the console must guard what it opens.
  http.get('/api/dataset/strategy/getGrafanaCfgUrl', ({ query }) => {
    const row = db.strategies.find(idParam(query));
    if (!row) return fail(mockErrors.notFound);
    const url = row.grafanaUrls[0];
    return url === undefined ? fail(strategyErrors.noDashboard) : ok({ url });
  }),

  http.post('/api/dataset/save', async ({ request }) => {
    const body = await parseBody(request, SaveDatasetBody);
    if (isError(body)) return fail(body);
    const strategy = db.strategies.find(body.strategyId);
    if (!strategy) return fail(mockErrors.notFound);
    const row = db.savedDatasets.insert({
      name: body.name,
      strategyId: strategy.id,
      strategyName: strategy.strategy_name_chn,
      description: body.description ?? null,
      createdAt: now(),
    });
    logOperation(userName(request), 'create', `数据集 ${row.name}`);
    const answer: SavedDataset = row;
    return ok(answer);
  }),
];
