import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { setToken } from '@/lib/storage';
import { testOperation } from '@/testing/operation-meta';

import { createHttpClient } from './http-client';

const server = setupServer(
  http.get('*/api/point', () =>
    HttpResponse.json({ code: 0, msg: 'success', data: { n: 1, where: { lat: 31, lng: 121 } } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

// Under the console's CSP (script-src 'self') every eval attempt is refused and reported by the
// browser as a violation, which best-practice audits count against the page.
it('checks responses against their schemas without attempting eval', async () => {
  const evalAttempts: unknown[][] = [];
  const RealFunction = Function;
  vi.stubGlobal(
    'Function',
    new Proxy(RealFunction, {
      apply: (_target, _self, args: unknown[]) => {
        evalAttempts.push(args);
        throw new EvalError('Refused to evaluate a string as JavaScript');
      },
      construct: (_target, args: unknown[]) => {
        evalAttempts.push(args);
        throw new EvalError('Refused to evaluate a string as JavaScript');
      },
    }),
  );
  setToken('t');
  const client = createHttpClient({
    operations: [
      testOperation({
        operationId: 'getPoint',
        method: 'GET',
        path: '/api/point',
        // As a generated schema module does, the schema is built when its chunk is loaded.
        loadResponseSchema: async () =>
          z.object({
            code: z.number(),
            msg: z.string(),
            data: z.object({
              n: z.number(),
              where: z.object({ lat: z.number(), lng: z.number() }),
            }),
          }),
      }),
    ],
  });
  await expect(client('/api/point')).resolves.toEqual({
    code: 0,
    msg: 'success',
    data: { n: 1, where: { lat: 31, lng: 121 } },
  });
  expect(evalAttempts).toEqual([]);
});
