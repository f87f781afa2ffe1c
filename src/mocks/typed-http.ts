import type { DefaultBodyType, HttpHandler, HttpResponse } from 'msw';
import { createOpenApiHttp, type ResponseResolver, type ResponseResolverInfo } from 'openapi-msw';

import { operations } from '../api/generated/operations';
import type { paths, serverPaths } from '../api/generated/paths';
import type { FailureBody } from './respond';

/**
 * msw's `http`, typed by the contract's generated path types: a handler names a contract path
 * with one of its methods, reads the query fields and body the contract gives that call, and
 * answers with the contract's success envelope (`ok`) or a business failure (`fail`).
 */

type ProxyPath = serverPaths['/zd-proxy'];
/** Calls served at the site root (`/api/...`). */
export type RootPaths = Omit<paths, ProxyPath>;
/** Calls the path-level server `/zd-proxy` moves under `/zd-proxy/api/...`. */
export type ProxyPaths = Pick<paths, ProxyPath>;

export type Method = 'get' | 'post';

/** Paths of a spec that have the method. */
export type PathsOf<Spec, M extends Method> = {
  [P in keyof Spec]: Spec[P] extends Record<M, unknown> ? P : never;
}[keyof Spec];

type Operation<Spec, P extends keyof Spec, M extends Method> =
  Spec[P] extends Record<M, infer Op> ? Op : never;

type SuccessContent<Op> = Op extends { responses: { 200: { content: infer C } } } ? C : never;

/** The JSON body of a call's success answer (never for a call that answers a file). */
export type SuccessBody<Spec, P extends keyof Spec, M extends Method> =
  SuccessContent<Operation<Spec, P, M>> extends {
    'application/json': infer Body extends DefaultBodyType;
  }
    ? Body
    : never;

/** `data` of a call's success envelope. */
export type SuccessData<Spec, P extends keyof Spec, M extends Method> =
  SuccessBody<Spec, P, M> extends { data: infer Data } ? Data : never;

/** The JSON request body of a call (never when it takes none). */
export type RequestBody<Spec, P extends keyof Spec, M extends Method> =
  Operation<Spec, P, M> extends { requestBody: { content: { 'application/json': infer Body } } }
    ? Body
    : never;

/** Query field names of a call. */
export type QueryName<Spec, P extends keyof Spec, M extends Method> =
  Operation<Spec, P, M> extends { parameters: { query?: infer Query } }
    ? keyof NonNullable<Query> & string
    : never;

/**
 * What a handler may answer: the success envelope the contract names (JSON), any response for a
 * call whose success answer is a file, or a business failure built by `fail`.
 */
export type Answer<Spec extends object, P extends keyof Spec, M extends Method> =
  | ([SuccessBody<Spec, P, M>] extends [never] ? Response : HttpResponse<SuccessBody<Spec, P, M>>)
  | HttpResponse<FailureBody>;

type Resolver<Spec extends object, P extends keyof Spec, M extends Method> = (
  info: ResponseResolverInfo<Spec, P, M>,
) => Answer<Spec, P, M> | Promise<Answer<Spec, P, M>>;

type Handler<Spec extends object, M extends Method> = <P extends PathsOf<Spec, M>>(
  path: P,
  resolver: Resolver<Spec, P, M>,
) => HttpHandler;

export interface TypedHttp<Spec extends object> {
  get: Handler<Spec, 'get'>;
  post: Handler<Spec, 'post'>;
}

const typedHttp = <Spec extends object>(baseUrl: string): TypedHttp<Spec> => {
  const api = createOpenApiHttp<Spec>({ baseUrl });
  // The one adapter: an Answer is one of the answers openapi-msw accepts (the 200 JSON or the 4XX
  // error envelope), narrowed so a success envelope cannot pass for a failure, and files answer as
  // the contract names them. TypeScript cannot relate the two conditional types for a generic path.
  const widen = <P extends keyof Spec, M extends Method>(resolver: Resolver<Spec, P, M>) =>
    resolver as ResponseResolver<Spec, P, M>;
  return {
    get: (path, resolver) => api.get(path, widen(resolver)),
    post: (path, resolver) => api.post(path, widen(resolver)),
  };
};

/** Handlers of calls at the site root; `*` keeps them origin-free, as msw's own patterns are. */
export const http = typedHttp<RootPaths>('*');

/** Handlers of the calls under `/zd-proxy` (dataset tasks, marker records). */
export const zdProxyHttp = typedHttp<ProxyPaths>('*/zd-proxy');

export type RootGetPath = PathsOf<RootPaths, 'get'>;
export type RootPostPath = PathsOf<RootPaths, 'post'>;

/** Data of the success answer of a root call. */
export type RootData<P extends keyof RootPaths, M extends Method> = SuccessData<RootPaths, P, M>;

/** True when the contract has the call at the site root: narrows a computed path to a root path. */
export const isRootPath = <M extends Method>(
  method: M,
  path: string,
): path is PathsOf<RootPaths, M> =>
  operations.some((op) => op.method === method.toUpperCase() && op.base === '' && op.path === path);

export type ContractResolver = (info: {
  request: Request;
}) => HttpResponse<DefaultBodyType> | Promise<HttpResponse<DefaultBodyType>>;

const rootApi = createOpenApiHttp<RootPaths>({ baseUrl: '*' });

/**
 * A handler for a root call whose path a generic factory computes (resource.ts): the path is a
 * contract path of the method (see isRootPath); the factory's signature types the answer.
 */
export const contractHandler = <M extends Method>(
  method: M,
  path: PathsOf<RootPaths, M>,
  resolver: ContractResolver,
): HttpHandler => rootApi.untyped[method](`*${path}`, resolver);
