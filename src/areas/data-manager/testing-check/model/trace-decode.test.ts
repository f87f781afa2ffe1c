import { describe, expect, it } from 'vitest';

import type { DataTraceColumns } from '@/api/generated/model';
import { sizedTrace, traceColumns } from '@/mocks/db/trace-seed';

import { columnsProblem, dateTimeMs, decodeTraceAnswer, traceModelOf } from './trace-decode';

const FROM = Date.parse('2026-11-20T01:00:00+08:00');
const TO = Date.parse('2026-11-20T23:59:59+08:00');
const answer = (data: unknown) => JSON.stringify({ code: 0, msg: 'success', data });

const columnar = (): DataTraceColumns => ({
  origin: '2026-11-20T01:00:00+08:00',
  ports: ['CAN1', 'LIN1'],
  trace: { port: [1, 0], start: [60_000, 0], end: [120_000, 300_000], fileId: [7, 8] },
  marker_rcds: { id: [3], time: [90_000], ruleName: ['急刹车'] },
});

describe('dateTimeMs', () => {
  it('reads the contract DateTime as Date.parse does', () => {
    for (const text of [
      '2026-11-20T08:30:00+08:00',
      '2026-11-20T08:30:00-05:30',
      '2026-02-28T23:59:59Z',
      '2024-02-29T00:00:00.250+08:00',
      '1969-12-31T23:59:59.9Z',
      '2026-11-20T08:30+08:00',
      '2026-11-20 08:30:00',
    ]) {
      expect(dateTimeMs(text)).toBe(Date.parse(text));
    }
  });
});

describe('decodeTraceAnswer', () => {
  it('turns a columnar answer into the model of the same rows', () => {
    const rows = sizedTrace(2_000, 50, FROM, TO);
    const fromColumns = decodeTraceAnswer(answer(traceColumns(rows, FROM)));
    const fromRows = decodeTraceAnswer(answer(rows));
    expect(fromColumns.kind).toBe('valid');
    expect(fromColumns).toEqual(fromRows);
    expect(fromRows).toEqual({
      kind: 'valid',
      value: { code: 0, msg: 'success', data: traceModelOf(rows) },
    });
  });

  it('places columnar times after the origin and ports by index', () => {
    const decoded = decodeTraceAnswer(answer(columnar()));
    if (decoded.kind !== 'valid') throw new Error(decoded.kind);
    const { data } = decoded.value as { data: ReturnType<typeof traceModelOf> };
    expect(data.lanes.map((lane) => [lane.key, [...lane.start], [...lane.ids]])).toEqual([
      ['CAN1', [FROM], [8]],
      ['LIN1', [FROM + 60_000], [7]],
    ]);
    expect([...data.markers.time]).toEqual([FROM + 90_000]);
    expect(data.markers.labels).toEqual(['急刹车']);
  });

  it('refuses columns of different lengths, unknown ports and values out of the contract', () => {
    const broken: [string, (c: DataTraceColumns) => void, string][] = [
      ['short', (c) => c.trace.end.pop(), 'data.trace.end'],
      ['port', (c) => (c.trace.port[0] = 2), 'data.trace.port.0'],
      ['marker', (c) => c.marker_rcds.ruleName.push(null), 'data.marker_rcds.ruleName'],
      ['fraction', (c) => (c.trace.start[1] = 0.5), 'data.trace.start.1'],
      ['id', (c) => (c.trace.fileId[0] = 0), 'data.trace.fileId.0'],
      ['origin', (c) => (c.origin = 'yesterday'), 'data'],
    ];
    for (const [, breakIt, where] of broken) {
      const data = columnar();
      breakIt(data);
      const decoded = decodeTraceAnswer(answer(data));
      expect(decoded.kind).toBe('invalid');
      expect(decoded.kind === 'invalid' && decoded.detail).toContain(where);
    }
    const text = answer({ ...columnar(), trace: { ...columnar().trace, start: ['0', 0] } });
    expect(decodeTraceAnswer(text).kind).toBe('invalid');
    expect(columnsProblem(columnar())).toBeNull();
  });

  it('hands back failure envelopes and says when the text is not JSON', () => {
    expect(decodeTraceAnswer(JSON.stringify({ code: 500, msg: 'x', data: null })).kind).toBe(
      'envelope',
    );
    expect(decodeTraceAnswer('{').kind).toBe('not-json');
    expect(decodeTraceAnswer(answer({ trace: [{}], marker_rcds: [] })).kind).toBe('invalid');
  });
});
