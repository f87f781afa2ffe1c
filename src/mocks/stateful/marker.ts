import type { RequestHandler } from 'msw';

import type { MarkerRuleBoard, MarkerRuleRecord } from '../../api/generated/model';
import {
  GetMarkerRuleBoardBody,
  ListMarkerRuleRecordsByIdsBody,
  UpdateMarkerRuleRecordBody,
} from '../../api/generated/zod/data-compute/data-compute.zod';
import { requestUser } from '../auth';
import { db, type MarkerRuleRecordRow, paginate, type QueryReader, readPageQuery } from '../db';
import { iso } from '../db/seed-helpers';
import { markerRules } from '../db/strategy-seed';
import { mockErrors } from '../demo';
import { csvText } from '../files/bytes';
import { type BusinessError, fail, ok } from '../respond';
import { zdProxyHttp } from '../typed-http';
import { logOperation } from './log';
import { isError, now, parseBody } from './resource';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Days are counted in China Standard Time, as the platform's users read them. */
const CST_OFFSET_MS = 8 * HOUR_MS;
const MAX_BUCKETS = 24 * 92;

const statusLabels: Record<number, string> = { 0: '未处理', 1: '已确认', 2: '已忽略' };

const toDto = (row: MarkerRuleRecordRow): MarkerRuleRecord => row;

const time = (value: string | null): number | undefined => {
  if (!value) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
};

type SortKey = 'timeStamp' | 'ruleName' | 'vin' | 'status';
const sorters: Record<SortKey, (a: MarkerRuleRecordRow, b: MarkerRuleRecordRow) => number> = {
  timeStamp: (a, b) => Date.parse(a.timeStamp) - Date.parse(b.timeStamp),
  ruleName: (a, b) => a.ruleName.localeCompare(b.ruleName, 'zh-CN'),
  vin: (a, b) => a.vin.localeCompare(b.vin),
  status: (a, b) => a.status - b.status,
};
const isSortKey = (value: string | null): value is SortKey =>
  value !== null && Object.hasOwn(sorters, value);

/** Records after the filters and sort that the list and its CSV export share (contract names). */
type RecordQuery = 'ruleId' | 'vin' | 'status' | 'startTime' | 'endTime' | 'sortBy' | 'sortOrder';

export const filterMarkerRecords = (params: QueryReader<RecordQuery>): MarkerRuleRecordRow[] => {
  const ruleId = params.get('ruleId');
  const vin = params.get('vin');
  const status = params.get('status');
  const from = time(params.get('startTime'));
  const to = time(params.get('endTime'));
  const sortBy = params.get('sortBy');
  const sort = sorters[isSortKey(sortBy) ? sortBy : 'timeStamp'];
  const direction = params.get('sortOrder') === 'asc' ? 1 : -1;
  return db.markerRecords
    .filter((row) => {
      const at = Date.parse(row.timeStamp);
      return (
        (!ruleId || row.ruleId === Number(ruleId)) &&
        (!vin || row.vin === vin) &&
        (!status || row.status === Number(status)) &&
        (from === undefined || at >= from) &&
        (to === undefined || at <= to)
      );
    })
    .sort((a, b) => direction * sort(a, b) || b.id - a.id);
};

const pad = (n: number): string => String(n).padStart(2, '0');
/** yyyy-MM-dd HH:mm:ss in China Standard Time. */
const cstText = (value: string): string => {
  const d = new Date(Date.parse(value) + CST_OFFSET_MS);
  return `${String(d.getUTCFullYear())}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};

export const markerCsvHeader = [
  '记录ID',
  '规则',
  'VIN',
  '车牌',
  '端口',
  '命中时间',
  '信号',
  '信号值',
  '状态',
  '备注',
] as const;

/**
 * The list2csv body: UTF-8 without a BOM (the console adds it when saving), Chinese header,
 * CRLF lines, every filtered record.
 */
export const markerRecordsCsv = (
  params: QueryReader<RecordQuery>,
): { fileName: string; body: string } => {
  const rows = filterMarkerRecords(params).map((row) => [
    row.id,
    row.ruleName,
    row.vin,
    row.plate,
    row.portType,
    cstText(row.timeStamp),
    row.signalName,
    row.signalValue,
    statusLabels[row.status],
    row.remark,
  ]);
  return { fileName: 'marker_rule_records.csv', body: csvText(markerCsvHeader, rows) };
};

const bucketStart = (ms: number, size: number): number =>
  Math.floor((ms + CST_OFFSET_MS) / size) * size - CST_OFFSET_MS;

/** Hits per rule per hour or day (CST) within [startTime, endTime], from the stored records. */
export const markerBoard = (body: {
  startTime: string;
  endTime: string;
  interval: 'hour' | 'day';
  ruleIds?: number[] | undefined;
  vin?: string | undefined;
}): MarkerRuleBoard | BusinessError => {
  const from = Date.parse(body.startTime);
  const to = Date.parse(body.endTime);
  if (!(to > from)) return mockErrors.badRequest;
  const size = body.interval === 'day' ? DAY_MS : HOUR_MS;
  const first = bucketStart(from, size);
  const count = Math.floor((to - first) / size) + 1;
  if (count > MAX_BUCKETS) return mockErrors.badRequest;
  const wanted = body.ruleIds && body.ruleIds.length > 0 ? new Set(body.ruleIds) : undefined;
  const rules = markerRules.filter((rule) => !wanted || wanted.has(rule.id));
  const hits = db.markerRecords.filter((row) => {
    const at = Date.parse(row.timeStamp);
    return at >= from && at <= to && (!body.vin || row.vin === body.vin);
  });
  return {
    interval: body.interval,
    series: rules.map((rule) => {
      const counts = new Array<number>(count).fill(0);
      hits
        .filter((row) => row.ruleId === rule.id)
        .forEach((row) => {
          const index = Math.floor((Date.parse(row.timeStamp) - first) / size);
          counts[index] = (counts[index] ?? 0) + 1;
        });
      return {
        ruleId: rule.id,
        ruleName: rule.name,
        total: counts.reduce((sum, n) => sum + n, 0),
        points: counts.map((n, index) => ({ time: iso(new Date(first + index * size)), count: n })),
      };
    }),
  };
};

export const markerHandlers: RequestHandler[] = [
  zdProxyHttp.get('/api/trace/marker/rule_rcd/list', ({ query }) =>
    ok(paginate(filterMarkerRecords(query).map(toDto), readPageQuery(query))),
  ),

  zdProxyHttp.get('/api/trace/marker/rule_rcd', ({ query }) => {
    const row = db.markerRecords.find(Number(query.get('id')));
    return row ? ok(toDto(row)) : fail(mockErrors.notFound);
  }),

  zdProxyHttp.post('/api/trace/marker/rule_rcd/update', async ({ request }) => {
    const body = await parseBody(request, UpdateMarkerRuleRecordBody);
    if (isError(body)) return fail(body);
    const row = db.markerRecords.find(body.id);
    if (!row) return fail(mockErrors.notFound);
    const remark = body.remark === undefined ? row.remark : body.remark.trim() || null;
    const next = db.markerRecords.update(row.id, {
      status: body.status,
      remark,
      updatedBy: requestUser(request)?.realName ?? '张伟',
      updatedAt: now(),
    });
    logOperation(requestUser(request)?.username ?? 'admin', 'update', `标记记录 ${String(row.id)}`);
    return next ? ok(toDto(next)) : fail(mockErrors.notFound);
  }),

  zdProxyHttp.post('/api/trace/marker/rule_rcd/board', async ({ request }) => {
    const body = await parseBody(request, GetMarkerRuleBoardBody);
    if (isError(body)) return fail(body);
    const board = markerBoard(body);
    return isError(board) ? fail(board) : ok(board);
  }),

  zdProxyHttp.post('/api/trace/marker/rule_rcds', async ({ request }) => {
    const body = await parseBody(request, ListMarkerRuleRecordsByIdsBody);
    if (isError(body)) return fail(body);
    const found = body.ids
      .map((id) => db.markerRecords.find(id))
      .filter((row): row is MarkerRuleRecordRow => row !== undefined);
    return ok(found.map(toDto));
  }),
];
