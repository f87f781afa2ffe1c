// The calendar's code loads when a picker opens: until it has arrived, typing a date works and the
// open picker holds the calendar's place with the loading indicator.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { formatDateText } from '@/lib/date-text';

import { DatePicker } from './date-picker';

vi.mock('./day-calendar', () => new Promise(() => undefined));

describe('DatePicker before its calendar has loaded', () => {
  it('takes a typed time and shows the loading indicator in the open picker', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<DatePicker label="开始时间" value={null} onValueChange={onValueChange} />);
    await user.type(screen.getByRole('textbox', { name: '开始时间' }), '2026-11-3 8:05{Enter}');
    expect(formatDateText('datetime', onValueChange.mock.lastCall?.[0] ?? null)).toBe(
      '2026-11-03 08:05:00',
    );
    await user.click(screen.getByRole('button', { name: '选择开始时间' }));
    const picker = await screen.findByRole('dialog', { name: '开始时间' });
    expect(picker).toContainElement(screen.getByRole('status', { name: '加载中' }));
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
