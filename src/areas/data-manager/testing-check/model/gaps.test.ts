import { describe, expect, it } from 'vitest';

import type { TraceLane } from '@/components/charts/trace/trace-model';
import { csvBlob, parseCsv } from '@/lib/csv';

import { gapLength, gapRows, gapsCsv } from './gaps';

/** A local time of the day, as the fields show it. */
const at = (time: string) => Date.parse(`2026-11-20T${time}`);

const lane = (key: string, gaps: number[]): TraceLane => ({
  key,
  start: new Float64Array(0),
  end: new Float64Array(0),
  ids: new Float64Array(0),
  maxSpan: 0,
  coverage: new Float64Array(0),
  gaps: Float64Array.from(gaps),
  gapMs: 0,
});

const lanes = [
  lane('CAN1', [at('09:04:00'), at('09:22:00'), at('11:00:00'), at('11:00:45')]),
  lane('=CAN2', [at('08:00:00'), at('08:02:30')]),
];

describe('gap list', () => {
  it('lists the gaps of every lane, earliest first, with their length', () => {
    const rows = gapRows(lanes);
    expect(rows.map((r) => [r.port, r.from])).toEqual([
      ['=CAN2', at('08:00:00')],
      ['CAN1', at('09:04:00')],
      ['CAN1', at('11:00:00')],
    ]);
    expect(rows.map(gapLength)).toEqual(['2 分 30 秒', '18 分 0 秒', '45 秒']);
  });

  it('exports CSV with a header, whole seconds and formula-like cells turned into text', async () => {
    const text = gapsCsv(gapRows(lanes));
    expect(text.endsWith('\r\n')).toBe(true);
    expect(parseCsv(text)).toEqual([
      ['端口', '开始时间', '结束时间', '时长（秒）'],
      ["'=CAN2", '2026-11-20 08:00:00', '2026-11-20 08:02:30', '150'],
      ['CAN1', '2026-11-20 09:04:00', '2026-11-20 09:22:00', '1080'],
      ['CAN1', '2026-11-20 11:00:00', '2026-11-20 11:00:45', '45'],
    ]);
    const bytes = new Uint8Array(await csvBlob(text).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
