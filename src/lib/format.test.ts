import { format, isValid, parseISO } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { saveBlob } from './download';
import {
  formatBytes,
  formatDate,
  formatDateTime,
  formatHourMinute,
  formatIsoOffset,
  formatMonth,
  formatNumber,
  formatTime,
  parseIsoDate,
} from './format';

describe('format', () => {
  it('formats numbers the zh-CN way and never throws', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(formatNumber(12.5, 0)).toBe('13');
    expect(formatNumber(Number.NaN)).toBe('—');
    expect(formatNumber('12')).toBe('—');
  });

  it('writes numbers as zh-CN Intl.NumberFormat does, for any size, sign and digits', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const samples = [0, 1, -1, 0.5, 1.5, 2.5, -2.5, 999.995, 1000, 1e20, 123456789.125, -0.045];
    for (let i = 0; i < 3000; i += 1) {
      const scale = 10 ** Math.floor(random() * 24 - 6);
      samples.push((random() - 0.5) * scale);
    }
    for (const value of samples) {
      for (const digits of [0, 1, 2, 3]) {
        const intl = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: digits });
        // Intl keeps the sign of a negative that rounds to zero ("-0"); a plain 0 reads better.
        expect(formatNumber(value, digits)).toBe(intl.format(value).replace(/^-0$/, '0'));
      }
    }
    expect(formatNumber(1e21, 0)).toBe('1,000,000,000,000,000,000,000');
  });

  it('formats dates from ISO, the backend form and epoch ms', () => {
    const local = new Date(2026, 10, 22, 8, 5, 9);
    expect(formatDateTime(local)).toBe('2026-11-22 08:05:09');
    expect(formatDateTime('2026-11-22 08:05:09')).toBe('2026-11-22 08:05:09');
    expect(formatDate(local.getTime())).toBe('2026-11-22');
    expect(formatMonth('2026-11-02')).toBe('2026-11');
    expect(formatDateTime('yesterday')).toBe('—');
    expect(formatDate(null)).toBe('—');
  });

  it('reads and writes dates exactly as date-fns parseISO and format did', () => {
    const texts = [
      '2026-11-22',
      '2026-11',
      '2026',
      '2024-02-29',
      '2026-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-11-22T08:05:09',
      '2026-11-22T08:05',
      '2026-11-22T08',
      '2026-11-22T08:05:09.123',
      '2026-11-22T08:05:09,5',
      '2026-11-22T08:05:09Z',
      '2026-11-22T08:05:09.999Z',
      '2026-11-22T23:59:59+08:00',
      '2026-11-22T00:00:00-05:30',
      '2026-11-22T00:00:00+0800',
      '2026-11-22T00:00:00+08',
      '2026-11-22T00:00:00+08:60',
      '2026-11-22T24:00:00',
      '2026-11-22T24:00:01',
      '2026-11-22T25:00:00',
      '2026-11-22T12:60:00',
      '2026-11-22T12:00:60',
      '2026-12-31T23:59:59Z',
      '1970-01-01T00:00:00Z',
      '0001-01-01',
      '2026-11-22T',
      '2026-11-22TZ',
      'yesterday',
      '2026-1-5',
    ];
    const dateFns = (text: string) => {
      const parsed = parseISO(text);
      return isValid(parsed) ? parsed.getTime() : null;
    };
    for (const text of texts) {
      expect([text, parseIsoDate(text)?.getTime() ?? null]).toEqual([text, dateFns(text)]);
    }
    const moments = [
      0, 1, -1, 86_399_999, 1_764_000_000_123, -62_135_596_800_000, 253_402_300_799_000,
    ];
    for (const moment of moments) {
      expect(formatDateTime(moment)).toBe(format(moment, 'yyyy-MM-dd HH:mm:ss'));
      expect(formatDate(moment)).toBe(format(moment, 'yyyy-MM-dd'));
      expect(formatMonth(moment)).toBe(format(moment, 'yyyy-MM'));
      expect(formatTime(moment)).toBe(format(moment, 'HH:mm:ss'));
      expect(formatHourMinute(moment)).toBe(format(moment, 'HH:mm'));
      expect(formatIsoOffset(moment)).toBe(format(moment, "yyyy-MM-dd'T'HH:mm:ssxxx"));
    }
  });

  it('writes a moment with its local offset as date-fns format did', () => {
    const zone = process.env.TZ;
    const moments = [0, 86_399_999, 1_764_000_000_123, Date.parse('2026-03-29T01:30:00Z')];
    try {
      for (const tz of ['UTC', 'Asia/Shanghai', 'America/St_Johns', 'Europe/Berlin']) {
        process.env.TZ = tz;
        for (const moment of moments) {
          const date = new Date(moment);
          expect([tz, formatIsoOffset(date)]).toEqual([
            tz,
            format(date, "yyyy-MM-dd'T'HH:mm:ssxxx"),
          ]);
        }
      }
      process.env.TZ = 'Asia/Shanghai';
      expect(formatIsoOffset(new Date(Date.UTC(2026, 10, 22, 0, 5, 9)))).toBe(
        '2026-11-22T08:05:09+08:00',
      );
    } finally {
      process.env.TZ = zone;
    }
  });

  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 GB');
    expect(formatBytes(-1)).toBe('—');
  });
});

describe('saveBlob', () => {
  afterEach(() => vi.useRealTimers());

  it('clicks a temporary link with the file name and releases the URL afterwards', () => {
    vi.useFakeTimers();
    const created = vi.fn(() => 'blob:test');
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const clicks: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    saveBlob(new Blob(['a']), 'report.csv');
    expect(click).toHaveBeenCalledTimes(1);
    expect(clicks[0]?.download).toBe('report.csv');
    expect(clicks[0]?.href).toBe('blob:test');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoked).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoked).toHaveBeenCalledWith('blob:test');
  });
});
