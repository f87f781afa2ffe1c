import { describe, expect, it } from 'vitest';

import { formatAxisValue, formatTick, formatTooltipTime } from './chart-format';

const random = (() => {
  let seed = 11;
  return () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
})();

describe('chart formats', () => {
  it('write dates as zh-CN Intl.DateTimeFormat does', () => {
    const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('zh-CN', options);
    const day = intl({ month: 'long', day: 'numeric' });
    const hour = intl({ day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const dayLong = intl({ year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' });
    const hourLong = intl({
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (let i = 0; i < 500; i += 1) {
      const ms = new Date(2020, 0, 1).getTime() + Math.floor(random() * 8 * 365 * 86_400_000);
      expect(formatTick(ms, 'day')).toBe(day.format(ms));
      expect(formatTick(ms, 'hour')).toBe(hour.format(ms));
      expect(formatTooltipTime(ms, 'day')).toBe(dayLong.format(ms));
      expect(formatTooltipTime(ms, 'hour')).toBe(hourLong.format(ms));
    }
    expect(formatTick(Number.NaN, 'day')).toBe('—');
    expect(formatTooltipTime(Number.POSITIVE_INFINITY, 'hour')).toBe('—');
  });

  it('write compact numbers as zh-CN Intl.NumberFormat does (万, 亿, 万亿)', () => {
    const intl = new Intl.NumberFormat('zh-CN', { notation: 'compact', maximumFractionDigits: 1 });
    const samples = [0, 5, 12.34, 999, 1234, 9999, 9999.96, 10_000, 12_345, 99_994, 99_995];
    samples.push(123_456, 12_345_678, 99_999_999, 999_949_999, 1e12, 1.5e13, 1e16, -12_345, 0.05);
    for (let i = 0; i < 3000; i += 1) {
      samples.push((random() - 0.3) * 10 ** Math.floor(random() * 19 - 3));
    }
    for (const value of samples) {
      expect(formatAxisValue(value)).toBe(intl.format(value).replace(/^-0$/, '0'));
    }
    expect(formatAxisValue(Number.NaN)).toBe('');
  });
});
