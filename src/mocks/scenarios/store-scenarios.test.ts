import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { callJson, ORIGIN, setupMockServer } from '@/testing/mock-server';

import { operations } from '../../api/generated/operations';
import { server } from '../node';
import { statefulHandlers } from '../stateful';
import { hostilePayload } from './hostile';
import { scenarios } from './index';

setupMockServer();

/** Reads the store answers (lists, options, details of seeded rows) without parameters to invent. */
const seededReads: Record<string, string> = {
  getCarTeam: '?id=1021',
  getVehicle: '?id=301',
  getDevice: '?id=1024',
  getUpgradeJob: '?id=1024',
  getTestProject: '?id=12',
  getAccount: '?id=1',
  getDownloadJob: '?id=5001',
  listDownloadJobFiles: '?jobId=5001',
};

const storeReads = (
  await Promise.all(
    operations
      .filter((op) => op.method === 'GET' && op.responseKind === 'json' && op.tag !== 'session')
      .map(async (op) => {
        const path = `${op.base}${op.path}${seededReads[op.operationId] ?? ''}`;
        const response = await getResponse(statefulHandlers, new Request(`${ORIGIN}${path}`));
        const answer = response ? ((await response.json()) as { code: number }) : undefined;
        return answer?.code === 0 ? [{ op, path }] : [];
      }),
  )
).flat();

describe('scenarios over the store', () => {
  it('covers the store reads of every area', () => {
    expect(new Set(storeReads.map(({ op }) => op.tag)).size).toBeGreaterThanOrEqual(7);
    expect(storeReads.length).toBeGreaterThan(30);
  });

  it.each(['empty', 'hostile'] as const)(
    '%s: every store read stays within its schema',
    async (name) => {
      server.use(...scenarios[name]);
      const broken: string[] = [];
      let payloads = 0;
      for (const { op, path } of storeReads) {
        const answer = await callJson(path);
        const schema = await op.loadResponseSchema?.();
        if (answer.code !== 0 || schema?.safeParse(answer).success !== true)
          broken.push(op.operationId);
        if (JSON.stringify(answer.data).includes('onerror')) payloads += 1;
        if (name === 'empty') expect(JSON.stringify(answer.data)).not.toMatch(/"total":[1-9]/);
      }
      expect(broken).toEqual([]);
      if (name === 'hostile') expect(payloads).toBeGreaterThan(storeReads.length / 2);
      expect(hostilePayload).toContain('onerror');
    },
  );
});
