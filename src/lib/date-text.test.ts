import { format, isValid, parse } from 'date-fns';
import { describe, expect, it } from 'vitest';

import { messages } from '@/strings/common';

import { formatDateText, parseDateText, presetRange, rangeProblem } from './date-text';

const at = (text: string) => parseDateText('datetime', text);

describe('parseDateText', () => {
  it('reads each kind in its own format', () => {
    expect(formatDateText('datetime', at('2026-11-24 08:05:09'))).toBe('2026-11-24 08:05:09');
    expect(formatDateText('date', parseDateText('date', '2026-11-24'))).toBe('2026-11-24');
    expect(formatDateText('month', parseDateText('month', '2026-11'))).toBe('2026-11');
  });

  it('takes single digits, / and . separators, a T and a missing second', () => {
    expect(formatDateText('datetime', at('2026-1-5 9:05'))).toBe('2026-01-05 09:05:00');
    expect(formatDateText('datetime', at(' 2026/01/05T09:05:07 '))).toBe('2026-01-05 09:05:07');
    expect(formatDateText('date', parseDateText('date', '2026.1.5'))).toBe('2026-01-05');
    expect(formatDateText('month', parseDateText('month', '2026/3'))).toBe('2026-03');
  });

  it('reads and writes as date-fns parse and format did', () => {
    const typed = [
      '2026-11-24 08:05:09',
      '2026-1-5 9:05',
      '2024-02-29 23:59:59',
      '2026-02-29 00:00:00',
      '2026-04-31 00:00:00',
      '2026-13-01 00:00:00',
      '2026-00-01 00:00:00',
      '2026-01-00 00:00:00',
      '2026-01-01 24:00:00',
      '2026-01-01 23:60:00',
      '2026-01-01 23:59:60',
      '0000-01-01 00:00:00',
      '0001-01-01 00:00:00',
      '0099-12-31 12:00:00',
      '9999-12-31 23:59:59',
      '2026-03-29 02:30:00',
    ];
    for (const text of typed) {
      const [day = '', time = ''] = text.split(' ');
      const [y = '', M = '', d = ''] = day.split('-');
      const [h = '', m = '', s = '00'] = time.split(':');
      const pad = (part: string) => part.padStart(2, '0');
      const old = parse(
        `${y}-${pad(M)}-${pad(d)} ${pad(h)}:${pad(m)}:${pad(s)}`,
        'yyyy-MM-dd HH:mm:ss',
        new Date(),
      );
      const read = at(text);
      expect([text, read?.getTime() ?? null]).toEqual([text, isValid(old) ? old.getTime() : null]);
      if (read) {
        expect(formatDateText('datetime', read)).toBe(format(read, 'yyyy-MM-dd HH:mm:ss'));
        expect(formatDateText('date', read)).toBe(format(read, 'yyyy-MM-dd'));
        expect(formatDateText('month', read)).toBe(format(read, 'yyyy-MM'));
      }
    }
  });

  it('refuses what is no real date or time', () => {
    for (const text of ['', '2026-02-30 00:00:00', '2026-13-01 00:00:00', '2026-11-24 24:00:00']) {
      expect(at(text)).toBeNull();
    }
    expect(at('2026-11-24 12:60:00')).toBeNull();
    expect(at('24/11/2026')).toBeNull();
    expect(parseDateText('date', '2026-11-24 08:00:00')).toBeNull();
    expect(parseDateText('month', '2026-00')).toBeNull();
  });
});

describe('rangeProblem', () => {
  it('names a missing end first, then an end not after the start', () => {
    const start = at('2026-11-24 00:00:00');
    const end = at('2026-11-24 23:59:59');
    expect(rangeProblem(null, end)).toBe(messages.missingTime);
    expect(rangeProblem(start, null)).toBe(messages.missingTime);
    expect(rangeProblem(end, start)).toBe(messages.startBeforeEnd);
    expect(rangeProblem(start, start)).toBe(messages.startBeforeEnd);
    expect(rangeProblem(start, end)).toBeNull();
  });
});

describe('presetRange', () => {
  const now = at('2026-03-10 15:30:00') ?? new Date();
  const text = (id: Parameters<typeof presetRange>[0]) => {
    const { start, end } = presetRange(id, now);
    return `${formatDateText('datetime', start)} ~ ${formatDateText('datetime', end)}`;
  };

  it('covers whole days from 00:00:00 to 23:59:59', () => {
    expect(text('today')).toBe('2026-03-10 00:00:00 ~ 2026-03-10 23:59:59');
    expect(text('yesterday')).toBe('2026-03-09 00:00:00 ~ 2026-03-09 23:59:59');
    expect(text('last7Days')).toBe('2026-03-04 00:00:00 ~ 2026-03-10 23:59:59');
    expect(text('thisMonth')).toBe('2026-03-01 00:00:00 ~ 2026-03-31 23:59:59');
    expect(text('lastMonth')).toBe('2026-02-01 00:00:00 ~ 2026-02-28 23:59:59');
  });
});
