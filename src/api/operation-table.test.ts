import { describe, expect, it, vi } from 'vitest';

import { testOperation } from '@/testing/operation-meta';

import { type OperationMeta, operations } from './generated/operations';
import { loadOperations, operationRoutes, operationTags } from './generated/operations/routes';
import { createOperationResolver } from './operation-table';

const op = (
  meta: Pick<OperationMeta, 'operationId' | 'method' | 'path' | 'tag'> & Partial<OperationMeta>,
): OperationMeta => testOperation(meta);

const tables: Record<string, OperationMeta[]> = {
  devices: [
    op({ operationId: 'getDevice', method: 'GET', path: '/api/device/{id}', tag: 'devices' }),
    op({ operationId: 'listDevices', method: 'GET', path: '/api/device/list', tag: 'devices' }),
  ],
  tasks: [
    op({
      operationId: 'runTask',
      method: 'POST',
      path: '/api/task/run',
      tag: 'tasks',
      base: '/zd-proxy',
      timeoutMs: 0,
    }),
  ],
};

const ROUTES = {
  devices: [
    ['GET', '/api/device/{id}'],
    ['GET', '/api/device/list'],
  ],
  tasks: [['POST', '/api/task/run', '/zd-proxy']],
  session: [['POST', '/api/login']],
} as const;

const session = [op({ operationId: 'login', method: 'POST', path: '/api/login', tag: 'session' })];

const setup = (preloadIndexWhen?: () => boolean) => {
  const load = {
    devices: vi.fn(async () => tables.devices ?? []),
    tasks: vi.fn(async () => tables.tasks ?? []),
    session: vi.fn(async () => session),
  };
  const loadIndex = vi.fn(async () => ({ routes: ROUTES, load }));
  const resolve = createOperationResolver({
    known: { session },
    loadIndex,
    defaultTimeoutMs: 7_000,
    preloadIndexWhen,
  });
  return { load, loadIndex, resolve };
};

describe('operation index', () => {
  it('answers a call of the known tables without loading anything', async () => {
    const { load, loadIndex, resolve } = setup();
    expect((await resolve('POST', '/api/login')).meta).toBe(session[0]);
    expect(loadIndex).not.toHaveBeenCalled();
    expect(load.session).not.toHaveBeenCalled();
  });

  it("loads the index and only the called area's table, once, and finds the operation in it", async () => {
    const { load, loadIndex, resolve } = setup();
    const [list, one] = await Promise.all([
      resolve('GET', '/api/device/list'),
      resolve('GET', '/api/device/7'),
    ]);
    expect(list.meta.operationId).toBe('listDevices');
    expect(one.meta.operationId).toBe('getDevice');
    await resolve('GET', '/api/device/8');
    expect(loadIndex).toHaveBeenCalledTimes(1);
    expect(load.devices).toHaveBeenCalledTimes(1);
    expect(load.tasks).not.toHaveBeenCalled();
  });

  it('matches a call with or without its base', async () => {
    const { resolve } = setup();
    expect(await resolve('POST', '/api/task/run')).toMatchObject({
      meta: { operationId: 'runTask', timeoutMs: 0 },
      prefixed: false,
    });
    expect(await resolve('POST', '/zd-proxy/api/task/run')).toMatchObject({
      meta: { operationId: 'runTask' },
      prefixed: true,
    });
  });

  it('gives a call the contract does not list the defaults without loading an area', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { load, resolve } = setup();
    expect((await resolve('DELETE', '/api/device/7')).meta).toMatchObject({
      operationId: 'DELETE /api/device/7',
      timeoutMs: 7_000,
    });
    expect(load.devices).not.toHaveBeenCalled();
  });

  it('preloads the index once the condition holds, and no area table with it', async () => {
    let signedIn = false;
    const { load, loadIndex, resolve } = setup(() => signedIn);
    await resolve('POST', '/api/login');
    expect(loadIndex).not.toHaveBeenCalled();
    signedIn = true;
    await resolve('POST', '/api/login');
    expect(loadIndex).toHaveBeenCalledTimes(1);
    await resolve('POST', '/api/login');
    expect(loadIndex).toHaveBeenCalledTimes(1);
    expect(load.devices).not.toHaveBeenCalled();
  });

  it('rejects when a table does not arrive, and the next call loads it again', async () => {
    const { load, loadIndex, resolve } = setup();
    loadIndex.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    load.devices.mockRejectedValueOnce(
      new TypeError('Failed to fetch dynamically imported module'),
    );
    await expect(resolve('GET', '/api/device/list')).rejects.toThrow(TypeError);
    await expect(resolve('GET', '/api/device/list')).rejects.toThrow(TypeError);
    expect((await resolve('GET', '/api/device/list')).meta.operationId).toBe('listDevices');
    expect(loadIndex).toHaveBeenCalledTimes(2);
    expect(load.devices).toHaveBeenCalledTimes(2);
  });
});

describe('generated operation index', () => {
  it("holds every operation under its area, and each area's table holds exactly those", async () => {
    for (const tag of operationTags) {
      const expected = operations.filter((o) => o.tag === tag);
      const routes = operationRoutes[tag].map(([method, path, base = '']) => ({
        method,
        path,
        base,
      }));
      expect(routes).toEqual(expected.map(({ method, path, base }) => ({ method, path, base })));
      expect(await loadOperations[tag]()).toEqual(expected);
    }
    expect(Object.values(operationRoutes).flat()).toHaveLength(operations.length);
  });

  it('resolves every generated operation through the index', async () => {
    const resolve = createOperationResolver({
      loadIndex: async () => ({ routes: operationRoutes, load: loadOperations }),
      defaultTimeoutMs: 10_000,
    });
    for (const meta of operations) {
      const path = meta.path.replace(/\{[^}]+\}/g, '1');
      // The aggregate and the area tables share their entries.
      expect((await resolve(meta.method, path)).meta).toBe(meta);
    }
  });
});
