import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { formatDateText, parseDateText } from '@/lib/date-text';
import { messages } from '@/strings/common';

import { DatePicker, DateRangePicker, MonthPicker } from './date-picker';

const at = (text: string) => parseDateText('datetime', text);

function Range({ start = null, end = null }: { start?: Date | null; end?: Date | null }) {
  const [value, setValue] = useState({ start, end });
  return (
    <DateRangePicker
      startLabel="开始时间"
      endLabel="结束时间"
      value={value}
      onValueChange={setValue}
    />
  );
}

describe('DatePicker', () => {
  it('commits a typed time on Enter, written back in yyyy-MM-dd HH:mm:ss', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<DatePicker label="开始时间" value={null} onValueChange={onValueChange} />);
    const field = screen.getByRole('textbox', { name: '开始时间' });
    await user.type(field, '2026-1-5 9:05{Enter}');
    expect(formatDateText('datetime', onValueChange.mock.lastCall?.[0] ?? null)).toBe(
      '2026-01-05 09:05:00',
    );
    expect(field).toHaveValue('2026-01-05 09:05:00');
  });

  it('keeps text that does not read, marks the field and says the format', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<DatePicker label="开始时间" value={null} onValueChange={onValueChange} />);
    const field = screen.getByRole('textbox', { name: '开始时间' });
    await user.type(field, '2026-02-30 08:00:00');
    await user.tab();
    expect(field).toHaveValue('2026-02-30 08:00:00');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('请按 yyyy-MM-dd HH:mm:ss 格式输入');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('opens a Chinese calendar from the keyboard; a picked day keeps the time, Escape closes', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <DatePicker
        label="结束时间"
        value={at('2026-11-24 23:59:59')}
        onValueChange={onValueChange}
      />,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: '选择结束时间' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const calendar = await screen.findByRole('dialog', { name: '结束时间' });
    const month = await within(calendar).findByRole('grid', { name: '2026年11月' });
    // zh-CN weeks start on Monday: the first cell is Monday 26 October.
    expect(within(month).getAllByRole('gridcell')[0]).toHaveAttribute('data-day', '2026-10-26');
    await user.click(screen.getByRole('button', { name: /2026年11月20日/ }));
    expect(formatDateText('datetime', onValueChange.mock.lastCall?.[0] ?? null)).toBe(
      '2026-11-20 23:59:59',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: '结束时间' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '选择结束时间' })).toHaveFocus();
  });

  it('a date field reads and writes yyyy-MM-dd', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<DatePicker kind="date" label="日期" value={null} onValueChange={onValueChange} />);
    await user.type(screen.getByRole('textbox', { name: '日期' }), '2026/11/3{Enter}');
    expect(formatDateText('date', onValueChange.mock.lastCall?.[0] ?? null)).toBe('2026-11-03');
  });
});

describe('MonthPicker', () => {
  it('takes a typed month and a month picked from the grid, arrow keys moving between months', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <MonthPicker
        label="月份"
        value={parseDateText('month', '2026-11')}
        onValueChange={onValueChange}
      />,
    );
    const field = screen.getByRole('textbox', { name: '月份' });
    expect(field).toHaveValue('2026-11');
    await user.click(screen.getByRole('button', { name: '选择月份' }));
    expect(await screen.findByRole('button', { name: '11月', pressed: true })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(screen.getByRole('button', { name: '7月' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '上一年' }));
    expect(screen.getByText('2025年')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '7月' }));
    expect(formatDateText('month', onValueChange.mock.lastCall?.[0] ?? null)).toBe('2025-07');
    await user.clear(field);
    await user.type(field, '2024-3{Enter}');
    expect(formatDateText('month', onValueChange.mock.lastCall?.[0] ?? null)).toBe('2024-03');
  });
});

describe('DateRangePicker', () => {
  it('says 开始时间必须小于结束时间 when the end is not after the start', async () => {
    const user = userEvent.setup();
    render(<Range start={at('2026-11-24 00:00:00')} end={at('2026-11-24 23:59:59')} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const end = screen.getByRole('textbox', { name: '结束时间' });
    await user.clear(end);
    await user.type(end, '2026-11-23 12:00:00{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.startBeforeEnd);
    expect(end).toHaveAttribute('aria-invalid', 'true');
  });

  it('says 缺少开始时间或结束时间 when one end is emptied', async () => {
    const user = userEvent.setup();
    render(<Range start={at('2026-11-24 00:00:00')} end={at('2026-11-24 23:59:59')} />);
    await user.clear(screen.getByRole('textbox', { name: '开始时间' }));
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.missingTime);
  });

  it('lets an end whose text does not read speak for itself, without 缺少开始时间或结束时间', async () => {
    const user = userEvent.setup();
    render(<Range start={null} end={at('2026-11-24 23:59:59')} />);
    const start = screen.getByRole('textbox', { name: '开始时间' });
    await user.type(start, '2026-13-45 99:00:00');
    await user.tab();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      '请按 yyyy-MM-dd HH:mm:ss 格式输入',
    ]);
    expect(screen.getByRole('textbox', { name: '结束时间' })).not.toHaveAttribute('aria-invalid');
    // Emptied instead, the end is missing and the range says so.
    await user.clear(start);
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.missingTime);
  });

  it('fills both ends from a preset, whole days 00:00:00 to 23:59:59', async () => {
    const user = userEvent.setup();
    render(<Range />);
    await user.click(screen.getByRole('button', { name: '今天' }));
    const today = formatDateText('date', new Date());
    expect(screen.getByRole('textbox', { name: '开始时间' })).toHaveValue(`${today} 00:00:00`);
    expect(screen.getByRole('textbox', { name: '结束时间' })).toHaveValue(`${today} 23:59:59`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    for (const name of ['昨天', '最近 7 天', '本月', '上月']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
  });
});
