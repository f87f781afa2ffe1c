import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';

import { handlers } from '../handlers';
import { isApiRequest, matchOperation } from '../operation-match';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

type PathKey = string | number;

interface ZodLike {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };
}

const isObject = (value: Json | undefined): value is { [key: string]: Json } =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const getAt = (value: Json, path: readonly PathKey[]): Json | undefined =>
  path.reduce<Json | undefined>((node, key) => {
    if (Array.isArray(node) && typeof key === 'number') return node[key];
    if (isObject(node)) return node[String(key)];
    return undefined;
  }, value);

const setAt = (value: Json, path: readonly PathKey[], next: Json): void => {
  const parent = getAt(value, path.slice(0, -1));
  const key = path[path.length - 1];
  if (key === undefined) return;
  if (Array.isArray(parent) && typeof key === 'number') parent[key] = next;
  else if (isObject(parent)) parent[String(key)] = next;
};

const MAX_REPAIRS = 8;

/**
 * Puts back the original value wherever the transformed answer breaks the contract (a date-time,
 * an enum, a maxLength, a minItems ...), so a scenario stresses the screens with answers a real
 * server could send instead of being stopped by the client's schema check.
 */
const repair = (original: Json, transformed: Json, schema: ZodLike | undefined): Json => {
  if (!schema) return transformed;
  for (let round = 0; round < MAX_REPAIRS; round += 1) {
    const result = schema.safeParse(transformed);
    if (result.success) return transformed;
    const paths = result.error.issues.map((issue) =>
      issue.path.filter((key): key is PathKey => typeof key !== 'symbol'),
    );
    if (paths.some((path) => path.length === 0)) return original;
    for (const path of paths)
      setAt(transformed, path, structuredClone(getAt(original, path) ?? null));
  }
  return schema.safeParse(transformed).success ? transformed : original;
};

export interface JsonTransform {
  /** Applied to success answers (code 0). */
  success(body: Json): Json;
  /** Applied to business failures (code ≠ 0); leave out to pass them unchanged. */
  failure?(body: Json): Json;
  /** Contract areas (tags) whose answers pass unchanged. */
  skipTags?: readonly string[];
}

const isJsonResponse = (response: Response): boolean =>
  response.type !== 'error' && (response.headers.get('Content-Type') ?? '').includes('json');

/**
 * One handler that lets the normal handlers answer, then rewrites their JSON. It works on every
 * call, including areas added to the contract later, with no per-area code.
 */
export const transformScenario = (
  transform: JsonTransform,
  normal: RequestHandler[] = handlers,
): RequestHandler =>
  http.all(
    ({ request }) => isApiRequest(request),
    async ({ request }) => {
      const response = await getResponse(normal, request.clone());
      if (!response || !isJsonResponse(response)) return response;
      const original = (await response.clone().json()) as Json;
      const success = isObject(original) && original.code === 0;
      const operation = matchOperation(request);
      const skipped =
        operation !== undefined && transform.skipTags?.includes(operation.tag) === true;
      const rewrite = success ? transform.success : transform.failure;
      if (!rewrite || skipped) return response;
      const loader = success ? operation?.loadResponseSchema : undefined;
      const schema = loader ? ((await loader()) as unknown as ZodLike) : undefined;
      const body = repair(original, rewrite(structuredClone(original)), schema);
      const headers = new Headers(response.headers);
      headers.delete('Content-Length');
      return HttpResponse.json(body, { status: response.status, headers });
    },
  );

/** Depth-first rewrite of every value of a JSON document. */
export const mapJson = (
  value: Json,
  visit: (node: Json, key: PathKey | undefined) => Json,
  key?: PathKey,
): Json => {
  const node = visit(value, key);
  if (Array.isArray(node)) return node.map((item, index) => mapJson(item, visit, index));
  if (isObject(node))
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, mapJson(v, visit, k)]));
  return node;
};
