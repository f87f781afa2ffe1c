import { describe, expect, it } from 'vitest';

import { roundToHours } from '@/lib/chart-window';

import { noSelection, selectionReducer } from './model/selection';
import { traceRequest } from './search';

describe('the trace query (spec section 5)', () => {
  const now = new Date(2026, 10, 20, 15, 0, 0);

  it('defaults to 01:00:00 to 23:59:59 of the day, the chart rounded to whole hours', () => {
    const request = traceRequest({ vin: 'LRWLJNK543M255454' }, now);
    expect(request.range.start).toEqual(new Date(2026, 10, 20, 1, 0, 0));
    expect(request.range.end).toEqual(new Date(2026, 10, 20, 23, 59, 59));
    expect(request.body?.vin).toBe('LRWLJNK543M255454');
    const rounded = traceRequest(
      {
        vin: 'LRWLJNK543M255454',
        startTime: '2026-11-20 08:20:00',
        endTime: '2026-11-20 10:05:00',
      },
      now,
    ).bounds;
    expect(rounded).toEqual({
      start: new Date(2026, 10, 20, 8, 0, 0),
      end: new Date(2026, 10, 20, 10, 59, 59),
    });
    expect(
      roundToHours({ start: rounded!.start, end: new Date(2026, 10, 20, 11, 0, 0) }).end,
    ).toEqual(new Date(2026, 10, 20, 10, 59, 59));
  });

  it('sends nothing when the end is not after the start, or a bound is missing', () => {
    const backwards = traceRequest(
      {
        vin: 'LRWLJNK543M255454',
        startTime: '2026-11-20 10:00:00',
        endTime: '2026-11-20 09:00:00',
      },
      now,
    );
    expect(backwards.body).toBeNull();
    expect(backwards.problem).toBe('开始时间必须小于结束时间');
    const missing = traceRequest({ vin: 'LRWLJNK543M255454', startTime: 'x' }, now);
    expect(missing.body).toBeNull();
    expect(missing.problem).toBe('缺少开始时间或结束时间');
  });
});

describe('selection rule', () => {
  it('a marker clears the files and files clear the marker', () => {
    const files = selectionReducer(noSelection, { type: 'file', id: 1 });
    const marker = selectionReducer(files, { type: 'marker', id: 7 });
    expect(marker).toEqual({ fileIds: [], fileCount: 0, markerId: 7, brush: null });
    const brushed = selectionReducer(marker, {
      type: 'brush',
      brush: { from: 1, to: 2 },
      files: { count: 2, ids: [3, 4] },
    });
    expect(brushed).toEqual({
      fileIds: [3, 4],
      fileCount: 2,
      markerId: null,
      brush: { from: 1, to: 2 },
    });
    expect(selectionReducer(brushed, { type: 'file', id: 5 })).toMatchObject({
      fileIds: [5],
      fileCount: 1,
    });
    expect(selectionReducer(files, { type: 'file', id: 1 }).fileIds).toEqual([]);
  });

  it('a window over too many files to list keeps their number', () => {
    const brushed = selectionReducer(noSelection, {
      type: 'brush',
      brush: { from: 1, to: 2 },
      files: { count: 500_000, ids: null },
    });
    expect(brushed).toMatchObject({ fileIds: [], fileCount: 500_000 });
  });
});
