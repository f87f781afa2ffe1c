import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';

import { setToken } from '@/lib/storage';

import { isApiError } from './errors';
import { createHttpClient } from './http-client';

const received: { auth: string | null; size: number }[] = [];
const server = setupServer(
  http.post('*/api/upload', async ({ request }) => {
    received.push({
      auth: request.headers.get('Authorization'),
      size: (await request.text()).length,
    });
    return HttpResponse.json({ code: 0, msg: 'success', data: { md5: 'abc' } });
  }),
  http.post('*/api/refused', () => HttpResponse.json({ code: 1415, msg: '仍有任务使用该固件' })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const operation = (operationId: string, path: string) => ({
  operationId,
  method: 'POST' as const,
  path,
  tag: 'test',
  base: '',
  auth: 'required' as const,
  timeoutMs: 600_000,
  safe: false,
  responseKind: 'json' as const,
  mediaType: 'multipart/form-data',
  loadResponseSchema: undefined,
});
const client = createHttpClient({
  operations: [operation('upload', '/api/upload'), operation('refused', '/api/refused')],
});
// jsdom's Blob and FormData cannot cross into Node's fetch, so the tests send text; the browser
// sends the FormData of the generated call through the same path.
const formWith = (bytes: number) => 'x'.repeat(bytes);

it('sends a body with progress through XMLHttpRequest, with the token, and reads the envelope', async () => {
  setToken('t-upload');
  const open = vi.spyOn(globalThis.XMLHttpRequest.prototype, 'open');
  const progress: [number, number][] = [];
  const answer = await client('/api/upload', {
    method: 'POST',
    body: formWith(256 * 1024),
    onUploadProgress: (sent, total) => progress.push([sent, total]),
  });
  expect(answer).toEqual({ code: 0, msg: 'success', data: { md5: 'abc' } });
  expect(received.at(-1)).toEqual({ auth: 'Bearer t-upload', size: 256 * 1024 });
  expect(open).toHaveBeenCalledWith('POST', '/api/upload');
  for (const [sent, total] of progress) expect(sent).toBeLessThanOrEqual(total);
});

it('turns a refusal into the same error as any call', async () => {
  setToken('t-upload');
  const error = await client('/api/refused', {
    method: 'POST',
    body: formWith(10),
    onUploadProgress: () => undefined,
  }).catch((e: unknown) => e);
  expect(isApiError(error) && error.message).toBe('仍有任务使用该固件');
});

it('stops when the caller aborts, as an aborted call', async () => {
  setToken('t-upload');
  const controller = new AbortController();
  controller.abort();
  const error = await client('/api/upload', {
    method: 'POST',
    body: formWith(10),
    signal: controller.signal,
    onUploadProgress: () => undefined,
  }).catch((e: unknown) => e);
  expect(isApiError(error) && error.kind).toBe('aborted');
});
