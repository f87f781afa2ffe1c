import type { RequestHandler } from 'msw';
import type { ZodType } from 'zod';

import { requestUser } from '../auth';
import type { Collection, Insert, Patch, Row } from '../db';
import { matchesKeyword, paginate, readPageQuery } from '../db';
import { mockErrors } from '../demo';
import { type BodyRequest, type BusinessError, fail, ok, readJson } from '../respond';
import {
  contractHandler,
  type ContractResolver,
  isRootPath,
  type QueryName,
  type RequestBody,
  type RootData,
  type RootGetPath,
  type RootPaths,
  type RootPostPath,
} from '../typed-http';
import { type LogAction, logOperation, requestSummary } from './log';

type Cell = string | number | null | undefined;
/** A query parameter compared with a field of the row, or a predicate of its own. */
export type Filter<R> = keyof R | ((row: R, value: string) => boolean);

export interface ListDef<R extends Row, Name extends string = string> {
  table: () => Collection<R>;
  keyword?: (row: R) => Cell[];
  /** By query field of the list call. */
  filters?: Partial<Record<Name, Filter<R>>>;
}

type BaseOf<P> = P extends `${infer Base}/list` ? Base : never;
/** Path prefixes of the contract's list calls: a resource's calls are `${base}/list` and so on. */
export type ResourceBase = BaseOf<RootGetPath>;

type GetCall<B extends string, Call extends string> = `${B}/${Call}` & RootGetPath;
type PostCall<B extends string, Call extends string> = `${B}/${Call}` & RootPostPath;
/** `data` of a call's success answer; never when the contract has no such call. */
type GetData<B extends string, Call extends string> = RootData<GetCall<B, Call>, 'get'>;
type PostData<B extends string, Call extends string> = RootData<PostCall<B, Call>, 'post'>;
type PostBody<B extends string, Call extends string> = RequestBody<
  RootPaths,
  PostCall<B, Call>,
  'post'
>;
type ListQueries = { [B in ResourceBase]: QueryName<RootPaths, GetCall<B, 'list'>, 'get'> };
/**
 * Query field names of each resource's list call. An interface, so ListQuery[B] stays a lookup
 * for a generic B and filter predicates keep their contextual parameter types (a type alias of
 * the mapped type resolves too early and leaves them implicitly any).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- see above
interface ListQuery extends ListQueries {}
type ListItem<B extends string> =
  GetData<B, 'list'> extends { list: (infer Item)[] } ? Item : never;

/** The answer kinds of a save call the contract allows: the new id ({id}) or the list row. */
type SaveAnswer<B extends string, Call extends string> =
  | ({ id: number } extends PostData<B, Call> ? 'id' : never)
  | (ListItem<B> extends PostData<B, Call> ? 'dto' : never);

interface RemoveDef {
  check?: (ids: number[]) => BusinessError | undefined;
  after?: (ids: number[]) => void;
}

/**
 * One resource's designed calls, typed by the contract: `base` names a list call, `toDto` answers
 * its rows, `toDetail` the detail call (where list rows do not already fit it), `save` and
 * `update` parse the bodies of calls the contract has, and `remove` needs a delete call.
 */
export interface ResourceDef<
  B extends ResourceBase,
  R extends Row,
  S extends PostBody<B, X>,
  U extends PostBody<B, 'update'> & { id: number },
  X extends string = 'save',
> extends ListDef<R> {
  /** By query field of the list call. */
  filters?: Partial<Record<ListQuery[B], Filter<R>>>;
  base: B;
  /** Word for the operation log, e.g. 车辆. */
  label: string;
  toDto: (row: R) => ListItem<B>;
  /** Detail answer when it is richer than a list row. */
  toDetail?: (row: R) => GetData<B, 'detail'>;
  nameOf?: (row: R) => string;
  /** Called before list and detail reads: where stored jobs move on. */
  beforeRead?: () => void;
  /** Fields of the answered rows the list call sorts by (its sortBy/sortOrder parameters). */
  sortable?: readonly (keyof ListItem<B> & string)[];
  save?: {
    /** The call after the base; save when not given. */
    path?: X;
    schema: ZodType<S>;
    create: (body: S, request: Request) => Insert<R> | BusinessError;
    answer: SaveAnswer<B, X>;
    /** Writes that belong to the new row elsewhere in the store. */
    after?: (body: S, row: R) => void;
  };
  update?: { schema: ZodType<U>; patch: (body: U, row: R) => Patch<R> | BusinessError };
  /** false: the contract has no delete call for this resource. */
  remove?: false | (PostCall<B, 'delete'> extends never ? never : RemoveDef);
}

/** The same definition as the factory's body reads it (its types are checked by ResourceDef). */
interface LooseDef<R extends Row, S, U extends { id: number }> extends ListDef<R> {
  base: string;
  label: string;
  toDto: (row: R) => unknown;
  toDetail?: (row: R) => unknown;
  nameOf?: (row: R) => string;
  beforeRead?: () => void;
  sortable?: readonly string[];
  save?: {
    path?: string;
    schema: ZodType<S>;
    create: (body: S, request: Request) => Insert<R> | BusinessError;
    answer: 'id' | 'dto';
    after?: (body: S, row: R) => void;
  };
  update?: { schema: ZodType<U>; patch: (body: U, row: R) => Patch<R> | BusinessError };
  remove?: false | RemoveDef;
}

export const isError = (value: unknown): value is BusinessError =>
  typeof value === 'object' && value !== null && 'msg' in value && 'code' in value;

/**
 * Validates a JSON body with the contract's request schema; what the schema yields must be a body
 * the contract gives the handler's call.
 */
export const parseBody = async <Body, T extends Body>(
  request: BodyRequest<Body>,
  schema: ZodType<T>,
): Promise<T | BusinessError> => {
  const result = schema.safeParse(await readJson(request));
  return result.success ? result.data : mockErrors.badRequest;
};

/** The `ids` of a body (delete and the like); the call's body must have them. */
export const readIds = async (
  request: BodyRequest<{ ids: unknown }>,
): Promise<number[] | BusinessError> => {
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

const compareCells = (a: unknown, b: unknown): number =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a ?? '').localeCompare(String(b ?? ''), 'zh-CN');

/** Answered rows in the order of the call's sortBy/sortOrder, when the field may be sorted by. */
export const sortAnswered = <T>(rows: T[], params: URLSearchParams, fields: readonly string[]) => {
  const field = params.get('sortBy');
  if (field === null || !fields.includes(field)) return rows;
  const direction = params.get('sortOrder') === 'asc' ? 1 : -1;
  const cell = (row: T) => (row as Record<string, unknown>)[field];
  return [...rows].sort((a, b) => direction * compareCells(cell(a), cell(b)));
};

/** Time stamps of rows written through the mock. */
export const now = (): string => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The five designed CRUD calls of one resource, from its definition. */
export function resourceHandlers<
  B extends ResourceBase,
  R extends Row,
  S extends PostBody<B, X>,
  U extends PostBody<B, 'update'> & { id: number },
  X extends string = 'save',
>(def: ResourceDef<B, R, S, U, X>): RequestHandler[];
export function resourceHandlers<R extends Row, S, U extends { id: number }>(
  def: LooseDef<R, S, U>,
): RequestHandler[] {
  const log = (request: Request, action: LogAction, target: string) =>
    logOperation(
      requestUser(request)?.username ?? 'admin',
      action,
      `${def.label} ${target}`.trim(),
      { request: requestSummary(request) },
    );
  const name = (row: R): string => def.nameOf?.(row) ?? String(row.id);
  // Only the calls the contract has: a resource without a detail call (say) gets no such route.
  const get = (call: string, resolver: ContractResolver): RequestHandler[] => {
    const path = `${def.base}/${call}`;
    return isRootPath('get', path) ? [contractHandler('get', path, resolver)] : [];
  };
  const post = (call: string, resolver: ContractResolver): RequestHandler[] => {
    const path = `${def.base}/${call}`;
    return isRootPath('post', path) ? [contractHandler('post', path, resolver)] : [];
  };
  const handlers: RequestHandler[] = [
    ...get('list', ({ request }) => {
      def.beforeRead?.();
      const params = new URL(request.url).searchParams;
      if (def.sortable) {
        const answered = sortAnswered(listRows(def, params).map(def.toDto), params, def.sortable);
        return ok(paginate(answered, readPageQuery(params)));
      }
      const page = paginate(listRows(def, params), readPageQuery(params));
      return ok({ ...page, list: page.list.map(def.toDto) });
    }),
    ...get('detail', ({ request }) => {
      def.beforeRead?.();
      const row = def.table().find(Number(new URL(request.url).searchParams.get('id')));
      if (!row) return fail(mockErrors.notFound);
      return ok((def.toDetail ?? def.toDto)(row));
    }),
  ];
  const { save, update, remove = {} } = def;
  if (remove)
    handlers.push(
      ...post('delete', async ({ request }) => {
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
      ...post(save.path ?? 'save', async ({ request }) => {
        const body = await parseBody(request, save.schema);
        if (isError(body)) return fail(body);
        const input = save.create(body, request);
        if (isError(input)) return fail(input);
        const row = def.table().insert(input);
        save.after?.(body, row);
        log(request, 'create', name(row));
        return ok(save.answer === 'id' ? { id: row.id } : def.toDto(row));
      }),
    );
  if (update)
    handlers.push(
      ...post('update', async ({ request }) => {
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
  return handlers;
}
