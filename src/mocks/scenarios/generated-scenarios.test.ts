import { describe, expect, it, vi } from 'vitest';

import { call, callJson, setupMockServer } from '@/testing/mock-server';

import { type OperationMeta, operations } from '../../api/generated/operations';
import { server } from '../node';
import { emptyAnswer } from './empty';
import { hostileAnswer, hostilePayload } from './hostile';
import { type ScenarioName, scenarios } from './index';
import type { Json } from './transform';

// The mock as it is for a call the contract has just gained: no stateful handler answers it yet,
// so the generated faker handlers do. Here that holds for every call.
vi.mock('../stateful', () => ({ statefulHandlers: [] }));

setupMockServer();

const withScenario = (name: ScenarioName) => server.use(...scenarios[name]);

const pathOf = (op: OperationMeta) => `${op.base}${op.path.replace(/\{[^}]+\}/g, '1')}`;

/** Every contract call, as a request the generated handlers answer. */
const everyCall = operations.map((op) => ({
  op,
  path: pathOf(op),
  init: op.method === 'GET' ? { method: 'GET' } : { method: op.method, body: {} },
}));

/** The JSON reads that take no parameters: their answers can be compared with and without a scenario. */
const reads = operations.filter(
  (op) =>
    op.method === 'GET' &&
    op.responseKind === 'json' &&
    op.auth === 'required' &&
    !op.path.includes('{'),
);

const stringsOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
};

const filledLists = (value: unknown): unknown[][] => {
  if (Array.isArray(value))
    return [...(value.length > 0 ? [value] : []), ...value.flatMap(filledLists)];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(filledLists);
  return [];
};

describe('scenarios on calls the generated handlers answer', () => {
  it('the generated handlers answer every read here', async () => {
    const answers = await Promise.all(reads.map((op) => callJson(pathOf(op))));
    expect(reads.length).toBeGreaterThan(50);
    answers.forEach((answer) => expect(answer.code).toBe(0));
  });

  it('server-error: HTTP 500 on every contract call', async () => {
    withScenario('server-error');
    for (const { path, init } of everyCall) {
      const response = await call(path, init);
      expect(response.status, `${init.method} ${path}`).toBe(500);
    }
  });

  it('network-down: no response to any contract call', async () => {
    withScenario('network-down');
    for (const { path, init } of everyCall) {
      await expect(call(path, init), `${init.method} ${path}`).rejects.toThrow();
    }
  });

  it('session-expired: 1021 on every contract call that needs a token', async () => {
    withScenario('session-expired');
    const guarded = everyCall.filter(({ op }) => op.auth === 'required');
    expect(guarded.length).toBeGreaterThan(100);
    for (const { path, init } of guarded) {
      expect((await callJson(path, init)).code, `${init.method} ${path}`).toBe(1021);
    }
  });

  it('slow: the generated answers come after 3 s', async () => {
    withScenario('slow');
    const timed = await Promise.all(
      reads.map(async (op) => {
        const started = Date.now();
        const answer = await callJson(pathOf(op));
        return { path: pathOf(op), answer, ms: Date.now() - started };
      }),
    );
    for (const { path, answer, ms } of timed) {
      expect(ms, path).toBeGreaterThanOrEqual(2900);
      expect(answer.code, path).toBe(0);
    }
  });

  it('empty: the lists of generated answers are emptied, within the contract', async () => {
    let emptied = 0;
    for (const op of reads.filter((read) => read.tag !== 'session')) {
      const path = pathOf(op);
      const schema = await op.loadResponseSchema?.();
      server.resetHandlers();
      const plain = (await callJson(path)) as unknown as Json;
      withScenario('empty');
      const answer = await callJson(path);
      expect(schema?.safeParse(answer).success, path).toBe(true);
      expect(JSON.stringify(answer.data), path).not.toMatch(/"total":[1-9]/);
      // Where an empty list would break the contract (minItems), the scenario keeps the original.
      if (filledLists(plain).length > 0 && schema?.safeParse(emptyAnswer(plain)).success) {
        expect(filledLists(answer.data), path).toEqual([]);
        emptied += 1;
      }
    }
    expect(emptied).toBeGreaterThan(30);
  });

  it('hostile: generated answers carry the payload, within the contract', async () => {
    let carried = 0;
    for (const op of reads) {
      const path = pathOf(op);
      const schema = await op.loadResponseSchema?.();
      server.resetHandlers();
      const plain = (await callJson(path)) as unknown as Json;
      withScenario('hostile');
      const answer = await callJson(path);
      expect(schema?.safeParse(answer).success, path).toBe(true);
      // Where the payload fits every string of the answer, every string carries it.
      if (schema?.safeParse(hostileAnswer(plain)).success) {
        const texts = stringsOf(answer);
        expect(texts.length, path).toBeGreaterThan(0);
        texts.forEach((text) => expect(text.endsWith(hostilePayload), path).toBe(true));
        carried += 1;
      }
    }
    expect(carried).toBeGreaterThan(0);
  });
});
