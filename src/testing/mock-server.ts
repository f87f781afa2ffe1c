import { http } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

import { resetDb } from '@/mocks/db';
import { nodeHandlers, server } from '@/mocks/node';

export const ORIGIN = 'http://localhost';

/** The query strings of every GET to `path` from now on; the calls go on to their handlers. */
export const spyQueries = (path: string): URLSearchParams[] => {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`*${path}`, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return undefined;
    }),
  );
  return queries;
};

/** The JSON bodies of every POST to `path` from now on; the calls go on to their handlers. */
export const spyBodies = (path: string): unknown[] => {
  const bodies: unknown[] = [];
  server.use(
    http.post(`*${path}`, async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
};

/** Starts the node mock for the test file and resets handlers and store around each test. */
export const setupMockServer = (): void => {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => resetDb());
  // resetHandlers(...list) would replace the initial handlers for good; always go back to the normal ones.
  afterEach(() => server.resetHandlers(...nodeHandlers));
  afterAll(() => server.close());
};

export interface CallOptions {
  method?: string;
  token?: string | null;
  body?: unknown;
}

export const call = (
  path: string,
  { method = 'GET', token = 'any-token', body }: CallOptions = {},
) => {
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  return fetch(`${ORIGIN}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
};

export interface EnvelopeBody {
  code: number | number[];
  msg: string;
  data: unknown;
}

export const callJson = async (path: string, options?: CallOptions): Promise<EnvelopeBody> =>
  (await (await call(path, options)).json()) as EnvelopeBody;
