import { describe, expect, it } from 'vitest';

import type { DataTraceColumns, DataTraceSteps } from '@/api/generated/model';
import { sizedTrace, traceColumns, traceSteps } from '@/mocks/db/trace-seed';

import {
  columnsProblem,
  dateTimeMs,
  decodeTraceAnswer,
  stepsLanes,
  traceModelOf,
} from './trace-decode';

const FROM = Date.parse('2026-11-20T01:00:00+08:00');
const TO = Date.parse('2026-11-20T23:59:59+08:00');
const answer = (data: unknown) => JSON.stringify({ code: 0, msg: 'success', data });

const columnar = (): DataTraceColumns => ({
  layout: 'columns',
  origin: '2026-11-20T01:00:00+08:00',
  ports: ['CAN1', 'LIN1'],
  trace: { port: [1, 0], start: [60_000, 0], end: [120_000, 300_000], fileId: [7, 8] },
  marker_rcds: { id: [3], time: [90_000], ruleName: ['急刹车'] },
});

/** CAN1: files 8 (0 to 5 min) and 9 (6 to 7 min); LIN1: file 7 (1 to 2 min). */
const steps = (): DataTraceSteps => ({
  layout: 'steps',
  origin: '2026-11-20T01:00:00+08:00',
  ports: ['LIN1', 'CAN1'],
  trace: {
    count: [1, 2],
    startStep: [60_000, 0, 360_000],
    duration: [60_000, 300_000, 60_000],
    fileIdStep: [7, 1, 1],
  },
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

  it('turns a steps answer into the model of the same rows', () => {
    const rows = sizedTrace(2_000, 50, FROM, TO);
    const fromSteps = decodeTraceAnswer(answer(traceSteps(rows, FROM)));
    expect(fromSteps.kind).toBe('valid');
    expect(fromSteps).toEqual(decodeTraceAnswer(answer(rows)));
  });

  it('says a dense trace in half the bytes of its columns', () => {
    const rows = sizedTrace(20_000, 50, FROM, FROM + 3_600_000);
    const stepsText = answer(traceSteps(rows, FROM));
    expect(stepsText.length).toBeLessThan(answer(traceColumns(rows, FROM)).length / 2);
  });

  it('adds up steps within each port: starts after the one before, file ids after the entry before', () => {
    const decoded = decodeTraceAnswer(answer(steps()));
    if (decoded.kind !== 'valid') throw new Error(decoded.kind);
    const { data } = decoded.value as { data: ReturnType<typeof traceModelOf> };
    const lanes = data.lanes.map((lane) => [
      lane.key,
      [...lane.start],
      [...lane.end],
      [...lane.ids],
    ]);
    expect(lanes).toEqual([
      ['CAN1', [FROM, FROM + 360_000], [FROM + 300_000, FROM + 420_000], [8, 9]],
      ['LIN1', [FROM + 60_000], [FROM + 120_000], [7]],
    ]);
    expect([...data.markers.time]).toEqual([FROM + 90_000]);
  });

  it('refuses steps that do not add up, go back in time or leave the contract', () => {
    const broken: [(d: DataTraceSteps) => void, string][] = [
      [(d) => d.trace.count.pop(), 'data.trace.count'],
      [(d) => (d.trace.count[1] = 3), 'data.trace.startStep: 3 values, 4 counted'],
      [(d) => d.trace.fileIdStep.pop(), 'data.trace.fileIdStep'],
      [(d) => (d.trace.startStep[2] = -1), 'data.trace.startStep.2: below 0'],
      [(d) => (d.trace.duration[0] = -1), 'data.trace.duration.0'],
      [(d) => (d.trace.fileIdStep[1] = -7), 'data.trace.fileIdStep.1'],
      [(d) => (d.trace.startStep[0] = 0.5), 'data.trace.startStep.0'],
      [(d) => d.marker_rcds.time.pop(), 'data.marker_rcds.time'],
      [(d) => (d.ports[1] = 'LIN1'), 'data.ports: LIN1 twice'],
    ];
    for (const [breakIt, where] of broken) {
      const data = steps();
      breakIt(data);
      const decoded = decodeTraceAnswer(answer(data));
      expect(decoded.kind).toBe('invalid');
      expect(decoded.kind === 'invalid' && decoded.detail).toContain(where);
    }
    // A group's first start is after the origin and may be before it; later ones are steps.
    const early = steps();
    early.trace.startStep[1] = -60_000;
    expect(stepsLanes(early, FROM)).toHaveLength(2);
  });

  it('hands back failure envelopes and says when the text is not JSON', () => {
    expect(decodeTraceAnswer(JSON.stringify({ code: 500, msg: 'x', data: null })).kind).toBe(
      'envelope',
    );
    expect(decodeTraceAnswer('{').kind).toBe('not-json');
    expect(decodeTraceAnswer(answer({ trace: [{}], marker_rcds: [] })).kind).toBe('invalid');
  });
});
