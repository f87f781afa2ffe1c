import { describe, expect, it } from 'vitest';

import { ApiError, type ApiErrorKind } from './errors';
import { createQueryClient, shouldRetryQuery } from './query-client';

const error = (kind: ApiErrorKind, status?: number) => new ApiError(kind, 'x', { status });

describe('retry policy', () => {
  it.each([
    ['network', undefined, true],
    ['timeout', undefined, true],
    ['http', 500, true],
    ['http', 502, true],
    ['http', 504, true],
    ['http', 404, false],
    ['http', 405, false],
    ['http', 400, false],
    ['business', undefined, false],
    ['session', undefined, false],
    ['schema', undefined, false],
    ['aborted', undefined, false],
  ] as const)('%s %s -> retry once: %s', (kind, status, retry) => {
    expect(shouldRetryQuery(0, error(kind, status))).toBe(retry);
    expect(shouldRetryQuery(1, error(kind, status))).toBe(false);
  });

  it('never retries errors that are not ApiError', () => {
    expect(shouldRetryQuery(0, new TypeError('boom'))).toBe(false);
  });

  it('sets the defaults', () => {
    const client = createQueryClient();
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries).toMatchObject({
      networkMode: 'always',
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    });
    expect(mutations).toMatchObject({ retry: false, networkMode: 'always' });
  });

  it('runs a failing read at most twice and a failing 404 once', async () => {
    const client = createQueryClient();
    let calls = 0;
    const read = (status: number) => () => {
      calls += 1;
      return Promise.reject(error('http', status));
    };
    await expect(
      client.fetchQuery({ queryKey: ['a'], queryFn: read(500), retryDelay: 0 }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(2);
    calls = 0;
    await expect(
      client.fetchQuery({ queryKey: ['b'], queryFn: read(404), retryDelay: 0 }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(1);
  });
});
