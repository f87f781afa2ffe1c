import type { DownloadJobSource } from '../../api/generated/model';
import {
  SliceDatasetFilesBody,
  UpdateOriFileBody,
} from '../../api/generated/zod/data-manager/data-manager.zod';
import { portMatches } from '../../lib/port-names';
import { requestUser } from '../auth';
import {
  type Collection,
  type DataFileRecord,
  db,
  type OriFileRecord,
  paginate,
  readPageQuery,
} from '../db';
import { cstDateTime, cstDayStart } from '../db/data-files-seed';
import { mockErrors, sliceErrors } from '../demo';
import { fail, ok } from '../respond';
import { http } from '../typed-http';
import { benchDay, dayGroups, type FileQuery, filterFiles } from './data-files-query';
import { createDownloadJob } from './download';
import { logOperation } from './log';
import { isError, parseBody, readIds } from './resource';

const userOf = (request: Request): string => requestUser(request)?.username ?? 'admin';

const stampText = (): string =>
  cstDateTime(Date.now()).slice(0, 19).replace(/[-:]/g, '').replace('T', '_');

type Table = 'oriFiles' | 'dataFiles';
const labels: Record<Table, string> = { oriFiles: '原始数据文件', dataFiles: '数据文件' };
const zipNames: Record<Table, string> = { oriFiles: '原始数据', dataFiles: '数据文件' };
const table = (name: Table): Collection<OriFileRecord> | Collection<DataFileRecord> => db[name];

const removeOne = (name: Table, id: number, user: string): boolean => {
  const file = table(name).find(id);
  if (!file) return false;
  table(name).remove(id);
  logOperation(user, 'delete', `${labels[name]} ${file.fileName}`);
  return true;
};

const removeMany = (name: Table, ids: readonly number[], user: string) => {
  const found = ids.filter((id) => table(name).find(id) !== undefined);
  found.forEach((id) => table(name).remove(id));
  if (found.length > 0) logOperation(user, 'delete', `${labels[name]} ${found.length} 个`);
  return { removed: found.length, failedIds: ids.filter((id) => !found.includes(id)) };
};

const download = (name: Table, source: DownloadJobSource, ids: readonly number[], user: string) => {
  const files = ids.flatMap((id) => {
    const file = table(name).find(id);
    return file ? [{ name: file.fileName, size: file.size }] : [];
  });
  if (files.length === 0) return fail(mockErrors.notFound);
  logOperation(user, 'download', `${labels[name]} ${files.length} 个`);
  return ok(createDownloadJob({ source, name: `${zipNames[name]}_${stampText()}.zip`, files }));
};

const readQuery = (query: { get(name: string): string | null }): FileQuery => ({
  keyword: query.get('keyword'),
  carTeamId: query.get('carTeamId'),
  vin: query.get('vin'),
  plate: query.get('plate'),
  portType: query.get('portType'),
  startTime: query.get('startTime'),
  endTime: query.get('endTime'),
  status: query.get('status'),
});

const HOUR = 3_600_000;

/** Why a slice is refused, as the platform answers it: a list code (see demo.ts). */
const sliceProblem = (
  vin: string,
  start: number,
  end: number,
  fileIds: readonly number[],
  portTypes: readonly string[],
): { files: DataFileRecord[] } | { code: readonly number[]; msg: string } => {
  if (end - start > 24 * HOUR) return sliceErrors.windowTooLong;
  const chosen = fileIds.map((id) => db.dataFiles.find(id));
  if (chosen.some((file) => file === undefined || file.vin !== vin)) return sliceErrors.notThisCar;
  const pool =
    fileIds.length > 0 ? (chosen as DataFileRecord[]) : db.dataFiles.filter((f) => f.vin === vin);
  const files = pool.filter(
    (file) =>
      file.status === 'parsed' &&
      (fileIds.length > 0 ||
        portTypes.length === 0 ||
        portTypes.some((wanted) => portMatches(file.portType, wanted))) &&
      Date.parse(file.startTime) < end &&
      Date.parse(file.endTime) > start,
  );
  return files.length > 0 ? { files } : sliceErrors.noData;
};

export const dataFileHandlers = [
  http.get('/api/data/getFileList', ({ query }) =>
    ok(paginate(filterFiles(db.dataFiles, readQuery(query)), readPageQuery(query))),
  ),
  http.get('/api/ori_data/getOriFileList', ({ query }) =>
    ok(paginate(filterFiles(db.oriFiles, readQuery(query)), readPageQuery(query))),
  ),
  http.get('/api/ori_data/getOriFileListForDaimler', ({ query }) => {
    const synthetic = benchDay(query.get('plate'), query.get('startTime'));
    if (synthetic) return ok(paginate([synthetic], readPageQuery(query)));
    const files = filterFiles(db.oriFiles, readQuery(query));
    const groups = dayGroups(files, query.get('withFiles') !== 'false');
    return ok(paginate(groups, readPageQuery(query)));
  }),
  http.post('/api/data/removeFile', async ({ request }) => {
    const { id } = (await request.clone().json()) as { id?: unknown };
    if (typeof id !== 'number' || !removeOne('dataFiles', id, userOf(request))) {
      return fail(mockErrors.notFound);
    }
    return ok(true);
  }),
  http.post('/api/ori_data/removeOriFile', async ({ request }) => {
    const { id } = (await request.clone().json()) as { id?: unknown };
    if (typeof id !== 'number' || !removeOne('oriFiles', id, userOf(request))) {
      return fail(mockErrors.notFound);
    }
    return ok(true);
  }),
  http.post('/api/data/bulkRemove', async ({ request }) => {
    const ids = await readIds(request);
    if (isError(ids) || ids.length === 0) return fail(mockErrors.badRequest);
    return ok(removeMany('dataFiles', ids, userOf(request)));
  }),
  http.post('/api/ori_data/bulkRemoveOriFile', async ({ request }) => {
    const ids = await readIds(request);
    if (isError(ids) || ids.length === 0) return fail(mockErrors.badRequest);
    return ok(removeMany('oriFiles', ids, userOf(request)));
  }),
  http.post('/api/data/bulkDownload', async ({ request }) => {
    const ids = await readIds(request);
    if (isError(ids) || ids.length === 0) return fail(mockErrors.badRequest);
    return download('dataFiles', 'data-file', ids, userOf(request));
  }),
  http.post('/api/ori_data/bulkDownloadOriFile', async ({ request }) => {
    const ids = await readIds(request);
    if (isError(ids) || ids.length === 0) return fail(mockErrors.badRequest);
    return download('oriFiles', 'ori-file', ids, userOf(request));
  }),
  http.post('/api/ori_data/update', async ({ request }) => {
    const body = await parseBody(request, UpdateOriFileBody);
    if (isError(body)) return fail(body);
    const file = db.oriFiles.find(body.id);
    if (!file) return fail(mockErrors.notFound);
    const patch: Partial<OriFileRecord> = {};
    if (body.vin !== undefined && body.vin !== file.vin) {
      const car = db.vehicles.findBy((v) => v.vin === body.vin);
      if (!car) return fail(mockErrors.unknownVin);
      Object.assign(patch, { vin: car.vin, plate: car.plate });
    }
    if (body.validFlag !== undefined) patch.validFlag = body.validFlag;
    if (body.remark !== undefined) patch.remark = body.remark;
    db.oriFiles.update(file.id, patch);
    logOperation(userOf(request), 'update', `原始数据文件 ${file.fileName}`);
    return ok(true);
  }),
  http.get('/api/dataset/file/queryByDate', ({ query }) => {
    const day = Date.parse(`${query.get('date') ?? ''}T00:00:00+08:00`);
    if (Number.isNaN(day)) return fail(mockErrors.badRequest);
    const files = filterFiles(db.dataFiles, {
      vin: query.get('vin'),
      portType: query.get('portType'),
      startTime: cstDateTime(cstDayStart(day)),
      endTime: cstDateTime(cstDayStart(day) + 24 * HOUR - 1000),
      status: 'parsed',
    });
    return ok(files.sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime)));
  }),
  http.post('/api/dataset/file/slice', async ({ request }) => {
    const body = await parseBody(request, SliceDatasetFilesBody);
    if (isError(body)) return fail(body);
    const start = Date.parse(body.startTime);
    const end = Date.parse(body.endTime);
    const car = db.vehicles.findBy((v) => v.vin === body.vin);
    if (!car || !(start < end)) return fail(mockErrors.badRequest);
    const result = sliceProblem(body.vin, start, end, body.fileIds ?? [], body.portTypes ?? []);
    if ('code' in result) return fail(result);
    const window = (at: number) => cstDateTime(at).slice(11, 16).replace(':', '');
    const name = `切片_${car.plate}_${cstDateTime(start).slice(0, 10).replace(/-/g, '')}_${window(start)}-${window(end)}.zip`;
    const pieces = result.files.map((file) => {
      const from = Math.max(start, Date.parse(file.startTime));
      const to = Math.min(end, Date.parse(file.endTime));
      const share = (to - from) / (Date.parse(file.endTime) - Date.parse(file.startTime));
      return {
        name: file.fileName.replace(/\.blf$/, '_slice.blf'),
        size: Math.round(file.size * share),
      };
    });
    logOperation(
      userOf(request),
      'export',
      `数据切片 ${car.plate} ${body.startTime} - ${body.endTime}`,
    );
    return ok(createDownloadJob({ source: 'dataset', name, files: pieces }));
  }),
];
