import type { OperationMeta } from '@/api/generated/operations';

/**
 * An operation as the generated tables describe one, for client tests: a JSON call needing a
 * session, of the `test` area, with no response schema unless one is given.
 */
export const testOperation = (
  meta: Pick<OperationMeta, 'operationId' | 'method' | 'path'> & Partial<OperationMeta>,
): OperationMeta => ({
  tag: 'test',
  base: '',
  auth: 'required',
  timeoutMs: 10_000,
  safe: meta.method === 'GET',
  responseKind: 'json',
  mediaType: 'application/json',
  loadResponseSchema: undefined,
  ...meta,
});
