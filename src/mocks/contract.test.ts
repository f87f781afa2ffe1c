import { describe, expect, it } from 'vitest';

import { callJson, setupMockServer } from '@/testing/mock-server';

import { type OperationMeta, operations } from '../api/generated/operations';
import { createGeneratedHandlers } from './generated';
import { server } from './node';

setupMockServer();

const ROUNDS = 3;

const jsonOperations = operations.filter(
  (op) => op.responseKind === 'json' && op.loadResponseSchema,
);

/** A concrete URL for a path template: every path parameter becomes 1. */
const urlOf = (op: OperationMeta): string => `${op.base}${op.path.replace(/\{[^}]+\}/g, '1')}`;

interface Failure {
  operationId: string;
  problem: string;
}

const firstIssue = (error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): string => {
  const issue = error.issues[0];
  return issue ? `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}` : 'unknown';
};

/** Calls every JSON operation ROUNDS times and checks each code-0 answer against its zod schema. */
const checkAll = async (
  acceptErrors: boolean,
): Promise<{ failures: Failure[]; checked: number }> => {
  const failures: Failure[] = [];
  let checked = 0;
  for (const op of jsonOperations) {
    const schema = await op.loadResponseSchema?.();
    for (let round = 0; round < ROUNDS; round += 1) {
      const answer = await callJson(urlOf(op), {
        method: op.method,
        body: op.method === 'GET' ? undefined : {},
      });
      if (answer.code !== 0) {
        if (!acceptErrors)
          failures.push({ operationId: op.operationId, problem: `code ${String(answer.code)}` });
        else if (typeof answer.msg !== 'string')
          failures.push({ operationId: op.operationId, problem: 'error without msg' });
        break;
      }
      checked += 1;
      const result = schema?.safeParse(answer);
      if (result && !result.success) {
        failures.push({ operationId: op.operationId, problem: firstIssue(result.error) });
        break;
      }
    }
  }
  return { failures, checked };
};

describe('mock answers against the contract', () => {
  it('every generated handler answers within its zod schema', async () => {
    // In front of the normal handlers: every contract call is answered by its generated handler.
    server.use(...createGeneratedHandlers());
    const { failures, checked } = await checkAll(false);
    expect(checked).toBeGreaterThanOrEqual(jsonOperations.length - failures.length);
    if (failures.length > 0)
      console.warn('Generated mock data that breaks the contract:', failures);
    expect(failures).toEqual([]);
  });

  it('every success answer of the default handlers is within its zod schema', async () => {
    const { failures } = await checkAll(true);
    if (failures.length > 0) console.warn('Mock answers that break the contract:', failures);
    expect(failures).toEqual([]);
  });
});
