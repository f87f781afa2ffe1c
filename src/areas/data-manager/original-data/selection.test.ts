import { describe, expect, it } from 'vitest';

import { formatBytes } from '@/lib/format';

import { applySelection, selectionBytes } from './selection';
import { originalDataStrings as s } from './strings';

const page = (first: number) =>
  Array.from({ length: 20 }, (_, index) => ({ id: first + index, size: 100 * 1024 ** 2 }));

describe('file selection across pages', () => {
  it('keeps the files of other pages when this page changes, with their sizes', () => {
    const one = page(1);
    const two = page(21);
    let chosen = applySelection(new Map(), new Set(one.map((f) => f.id)), one);
    // On page two the table reports page one's ids plus the two ticked here.
    chosen = applySelection(chosen, new Set([...chosen.keys(), 21, 22]), two);
    expect(chosen.size).toBe(22);
    expect(s.selection(chosen.size, formatBytes(selectionBytes(chosen)))).toBe(
      '已选 22 个文件，共 2.1 GB',
    );
    // Unticking one of this page leaves page one alone.
    chosen = applySelection(chosen, new Set([...chosen.keys()].filter((id) => id !== 21)), two);
    expect([...chosen.keys()]).toContain(1);
    expect(chosen.has(21)).toBe(false);
    expect(selectionBytes(chosen)).toBe(21 * 100 * 1024 ** 2);
  });

  it('drops ids the table no longer reports (select-all off on this page)', () => {
    const one = page(1);
    const chosen = applySelection(new Map([[99, { id: 99, size: 5 }]]), new Set([99]), one);
    expect(applySelection(chosen, new Set(), one).size).toBe(0);
  });
});
