import { describe, expect, it } from 'vitest';

import { decodeTraceAnswer } from '@/areas/data-manager/testing-check/model/trace-decode';
import { setupMockServer } from '@/testing/mock-server';

import { db } from '../db';
import { post } from './checked-call';

setupMockServer();

const query = () => ({
  vin: db.vehicles.all()[0]?.vin ?? '',
  startTime: '2026-11-20T00:00:00+08:00',
  endTime: '2026-11-21T23:59:59+08:00',
});

describe('trace mock', () => {
  it('answers the same entries and markers in each layout the contract names', async () => {
    const answers = await Promise.all(
      ['rows', 'columns', 'steps'].map((layout) =>
        post(`/api/data/getTraceList?layout=${layout}`, query()),
      ),
    );
    const [rows, columns, steps] = answers.map((answer) =>
      decodeTraceAnswer(JSON.stringify(answer)),
    );
    expect(rows?.kind).toBe('valid');
    expect(
      rows && rows.kind === 'valid' && (rows.value as { data: { count: number } }).data.count,
    ).toBeGreaterThan(0);
    expect(columns).toEqual(rows);
    expect(steps).toEqual(rows);
    const data = answers.map((answer) => answer.data as Record<string, unknown>);
    expect(data[0]).toHaveProperty('trace.0.startTime');
    expect(data[1]).toHaveProperty('trace.port');
    expect(data[2]).toHaveProperty('trace.startStep');
  });
});
