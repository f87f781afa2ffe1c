import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { parseDateText } from '@/lib/date-text';
import { fields, messages } from '@/strings/common';

import { DatePicker, DateRangePicker, MonthPicker } from './date-picker';

type Kind = 'datetime' | 'date' | 'month' | 'range';

interface StoryArgs {
  kind: Kind;
  start?: string;
  end?: string;
  disabled?: boolean;
}

const read = (text: string | undefined) => (text ? parseDateText('datetime', text) : null);

function Picker({ kind, start, end, disabled }: StoryArgs) {
  const [value, setValue] = useState<Date | null>(() =>
    kind === 'month' ? parseDateText('month', start ?? '') : read(start),
  );
  const [range, setRange] = useState(() => ({ start: read(start), end: read(end) }));
  if (kind === 'range') {
    return (
      <DateRangePicker
        startLabel={fields.startTime}
        endLabel={fields.endTime}
        value={range}
        disabled={disabled}
        onValueChange={setRange}
      />
    );
  }
  if (kind === 'month') {
    return (
      <MonthPicker
        label={fields.month}
        value={value}
        disabled={disabled}
        onValueChange={setValue}
      />
    );
  }
  return (
    <DatePicker
      kind={kind}
      label={fields.startTime}
      value={value}
      disabled={disabled}
      onValueChange={setValue}
    />
  );
}

const meta = {
  title: 'UI/DatePicker',
  component: Picker,
  parameters: { layout: 'padded' },
  args: { kind: 'datetime' },
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: fields.startTime });
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('placeholder', 'yyyy-MM-dd HH:mm:ss');
  },
};

export const Filled: Story = {
  args: { start: '2026-11-24 08:30:00' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `选择${fields.startTime}` }));
    const calendar = await within(document.body).findByRole('dialog', { name: fields.startTime });
    await expect(await within(calendar).findByRole('grid', { name: '2026年11月' })).toBeVisible();
  },
};

export const TypedValueThatDoesNotRead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: fields.startTime });
    await userEvent.type(field, '2026-11-31 25:00{Enter}');
    await expect(field).toHaveValue('2026-11-31 25:00');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '请按 yyyy-MM-dd HH:mm:ss 格式输入',
    );
  },
};

export const DateOnly: Story = { args: { kind: 'date', start: '2026-11-24 00:00:00' } };

export const Month: Story = {
  args: { kind: 'month', start: '2026-11' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `选择${fields.month}` }));
    const body = within(document.body);
    await expect(await body.findByRole('button', { name: '11月', pressed: true })).toHaveFocus();
  },
};

export const Range: Story = {
  args: { kind: 'range', start: '2026-11-24 00:00:00', end: '2026-11-24 23:59:59' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '快捷选择' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const RangeEndBeforeStart: Story = {
  args: { kind: 'range', start: '2026-11-24 12:00:00', end: '2026-11-24 08:00:00' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      messages.startBeforeEnd,
    );
  },
};

export const RangeMissingEnd: Story = {
  args: { kind: 'range', start: '2026-11-24 00:00:00' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      messages.missingTime,
    );
  },
};

export const RangeStartThatDoesNotRead: Story = {
  args: { kind: 'range', start: '2026-11-24 00:00:00', end: '2026-11-24 23:59:59' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByRole('textbox', { name: fields.startTime });
    const end = canvas.getByRole('textbox', { name: fields.endTime });
    const presets = canvas.getByRole('group', { name: '快捷选择' });
    const endTop = end.getBoundingClientRect().top;
    const presetsTop = presets.getBoundingClientRect().top;
    await userEvent.clear(start);
    await userEvent.type(start, '2026-13-01{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请按 yyyy-MM-dd HH:mm:ss');
    // The message grows the start field downwards: neither field nor the presets move.
    await expect(start.getBoundingClientRect().top).toBe(end.getBoundingClientRect().top);
    await expect(end.getBoundingClientRect().top).toBe(endTop);
    await expect(presets.getBoundingClientRect().top).toBe(presetsTop);
    await expect(
      Math.abs(presets.getBoundingClientRect().bottom - end.getBoundingClientRect().bottom),
    ).toBeLessThanOrEqual(2);
  },
};

export const Disabled: Story = {
  args: { kind: 'range', start: '2026-11-01 00:00:00', end: '2026-11-30 23:59:59', disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: fields.startTime })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '今天' })).toBeDisabled();
  },
};
