import { expect } from 'vitest';

import { callJson, type EnvelopeBody, ORIGIN } from '@/testing/mock-server';

import { matchOperation } from '../operation-match';

/**
 * Calls the mock (tests only) and, for a success answer, checks it against the contract's zod
 * schema of the operation, so every round trip also proves the answers keep to the contract.
 */
export const api = async (
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<EnvelopeBody> => {
  const op = matchOperation(new Request(`${ORIGIN}${path}`, { method }));
  expect(op, `${method} ${path} is a contract call`).toBeDefined();
  const answer = await callJson(path, { method, body });
  if (answer.code === 0) {
    const schema = await op?.loadResponseSchema?.();
    const result = schema?.safeParse(answer);
    expect(
      result?.success,
      `${op?.operationId ?? path}: ${JSON.stringify(result?.error?.issues[0])}`,
    ).toBe(true);
  }
  return answer;
};

export const get = (path: string) => api('GET', path);
export const post = (path: string, body: unknown) => api('POST', path, body);

export interface Listed {
  total: number;
  list: { id: number }[];
}

export const listOf = async (path: string): Promise<Listed> => (await get(path)).data as Listed;
