import { http, type RequestHandler } from 'msw';
import type { ZodType } from 'zod';
import { operations } from '../../api/generated/operations';
import { requestUser } from '../auth';
import { matchesKeyword, paginate, readPageQuery } from '../db';
import type { Collection, Insert, Patch, Row } from '../db';
import { mockErrors } from '../demo';
import { fail, ok, readJson, type BusinessError } from '../respond';
import { logOperation, type LogAction } from './log';

type Cell = string | number | null | undefined;
/** A query parameter compared with a field of the row, or a predicate of its own. */
export type Filter<R> = keyof R | ((row: R, value: string) => boolean);

export interface ListDef<R extends Row> {
  table: () => Collection<R>;
  keyword?: (row: R) => Cell[];
  filters?: Partial<Record<string, Filter<R>>>;
}

export interface ResourceDef<R extends Row, D, S, U extends { id: number }> extends ListDef<R> {
  /** Path prefix of the calls: `${base}/list`, `/detail`, `/save`, `/update`, `/delete`. */
  base: string;
  /** Word for the operation log, e.g. 车辆. */
  label: string;
  toDto: (row: R) => D;
  /** Detail answer when it is richer than a list row. */
  toDetail?: (row: R) => unknown;
  nameOf?: (row: R) => string;
  /** Called before list and detail reads: where stored jobs move on. */
  beforeRead?: () => void;
  save?: {
    path?: string;
    schema: ZodType<S>;
    create: (body: S, request: Request) => Insert<R> | BusinessError;
    /** The new id ({id}) or the whole new record. */
    answer: 'id' | 'dto';
    /** Writes that belong to the new row elsewhere in the store. */
    after?: (body: S, row: R) => void;
  };
  update?: { schema: ZodType<U>; patch: (body: U, row: R) => Patch<R> | BusinessError };
  /** false: the contract has no delete call for this resource. */
  remove?:
    | false
    | {
        check?: (ids: number[]) => BusinessError | undefined;
        after?: (ids: number[]) => void;
      };
}

export const isError = (value: unknown): value is BusinessError =>
  typeof value === 'object' && value !== null && 'msg' in value && 'code' in value;

/** Validates a JSON body with the contract's request schema. */
export const parseBody = async <T>(
  request: Request,
  schema: ZodType<T>,
): Promise<T | BusinessError> => {
  const result = schema.safeParse(await readJson(request));
  return result.success ? result.data : mockErrors.badRequest;
};

export const readIds = async (request: Request): Promise<number[] | BusinessError> => {
  const { ids } = await readJson(request);
  const valid = Array.isArray(ids) && ids.every((id) => Number.isInteger(id) && Number(id) > 0);
  return valid ? (ids as number[]) : mockErrors.badRequest;
};

const matches = <R>(row: R, filter: Filter<R>, value: string): boolean =>
  typeof filter === 'function' ? filter(row, value) : String(row[filter]) === value;

/** List rows after keyword and filters, newest first, as every list of the console shows them. */
export const listRows = <R extends Row>(def: ListDef<R>, params: URLSearchParams): R[] =>
  def
    .table()
    .filter(
      (row) =>
        matchesKeyword(params.get('keyword'), ...(def.keyword?.(row) ?? [])) &&
        Object.entries(def.filters ?? {}).every(([name, filter]) => {
          const value = params.get(name);
          return (
            value === null || value === '' || filter === undefined || matches(row, filter, value)
          );
        }),
    )
    .sort((a, b) => b.id - a.id);

/** Time stamps of rows written through the mock. */
export const now = (): string => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The five designed CRUD calls of one resource, from its definition. */
export const resourceHandlers = <R extends Row, D, S, U extends { id: number }>(
  def: ResourceDef<R, D, S, U>,
): RequestHandler[] => {
  const log = (request: Request, action: LogAction, target: string) =>
    logOperation(
      requestUser(request)?.username ?? 'admin',
      action,
      `${def.label} ${target}`.trim(),
    );
  const name = (row: R): string => def.nameOf?.(row) ?? String(row.id);
  const handlers: RequestHandler[] = [
    http.get(`*${def.base}/list`, ({ request }) => {
      def.beforeRead?.();
      const params = new URL(request.url).searchParams;
      const page = paginate(listRows(def, params), readPageQuery(params));
      return ok({ ...page, list: page.list.map(def.toDto) });
    }),
    http.get(`*${def.base}/detail`, ({ request }) => {
      def.beforeRead?.();
      const row = def.table().find(Number(new URL(request.url).searchParams.get('id')));
      if (!row) return fail(mockErrors.notFound);
      return ok((def.toDetail ?? def.toDto)(row));
    }),
  ];
  const { save, update, remove = {} } = def;
  if (remove)
    handlers.push(
      http.post(`*${def.base}/delete`, async ({ request }) => {
        const ids = await readIds(request);
        if (isError(ids)) return fail(ids);
        const refused = remove.check?.(ids);
        if (refused) return fail(refused);
        const names = ids
          .map((id) => def.table().find(id))
          .filter((row) => row !== undefined)
          .map(name);
        def.table().removeMany(ids);
        remove.after?.(ids);
        log(request, 'delete', names.join('、'));
        return ok(true);
      }),
    );
  if (save)
    handlers.push(
      http.post(`*${def.base}/${save.path ?? 'save'}`, async ({ request }) => {
        const body = await parseBody(request, save.schema);
        const input = isError(body) ? body : save.create(body, request);
        if (isError(input)) return fail(input);
        const row = def.table().insert(input);
        save.after?.(body as S, row);
        log(request, 'create', name(row));
        return ok(save.answer === 'id' ? { id: row.id } : def.toDto(row));
      }),
    );
  if (update)
    handlers.push(
      http.post(`*${def.base}/update`, async ({ request }) => {
        const body = await parseBody(request, update.schema);
        if (isError(body)) return fail(body);
        const row = def.table().find(body.id);
        if (!row) return fail(mockErrors.notFound);
        const patch = update.patch(body, row);
        if (isError(patch)) return fail(patch);
        const stamped = 'updatedAt' in row ? { ...patch, updatedAt: now() } : patch;
        const next = def.table().update(row.id, stamped);
        log(request, 'update', next ? name(next) : '');
        return ok(true);
      }),
    );
  // Only the calls the contract has: a resource without a detail call (say) gets no such route.
  return handlers.filter((handler) => {
    const { method, path } = handler.info as { method?: unknown; path?: unknown };
    return operations.some((op) => op.method === method && `*${op.path}` === path);
  });
};
