import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import type { DictSignal } from '@/api/generated/model';

import { SignalPicker, type SignalPickerProps } from './signal-picker';

const QUANTITIES = [
  ['PackVoltage', '电池包电压', 'V'],
  ['VehSpd', '车速', 'km/h'],
  ['MotorTorque', '电机扭矩', 'N·m'],
  ['CellTempMax', '最高单体温度', '℃'],
] as const;

const makeSignals = (count: number, suffix = ''): DictSignal[] =>
  Array.from({ length: count }, (_, i) => {
    const [key, chn, unit] = QUANTITIES[i % QUANTITIES.length] ?? QUANTITIES[0];
    return {
      id: i + 1,
      name: `BMS_${key}_${i + 1}${suffix}`,
      nameChn: `${chn}_${i + 1}${suffix}`,
      unit,
      messageId: 256 + Math.floor(i / 8),
      messageName: `BMS_Status_${Math.floor(i / 8) + 1}`,
      portType: 'CAN',
      startBit: (i % 8) * 8,
      length: 16,
      factor: 0.1,
      offset: 0,
      min: 0,
      max: 6553.5,
      formula: null,
      signal_alarm_type: i % 3,
      signal_show_type: i % 2,
      use_predef: i % 2,
    };
  });

type Args = Pick<SignalPickerProps, 'status' | 'signals' | 'error' | 'enums'>;

function Picker(args: Args) {
  const [ids, setIds] = useState<Set<number>>(new Set([1, 3]));
  const apply = (picked: readonly DictSignal[], selected: boolean) =>
    setIds((current) => {
      const next = new Set(current);
      picked.forEach((p) => (selected ? next.add(p.id) : next.delete(p.id)));
      return next;
    });
  return (
    <div className="max-w-xl p-6">
      <SignalPicker
        {...args}
        selectedIds={ids}
        onToggle={(signal, selected) => apply([signal], selected)}
        onToggleMany={apply}
        onRetry={() => undefined}
      />
    </div>
  );
}

const meta = {
  title: 'Data compute/Signal dictionary/Signal picker',
  component: Picker,
  args: { status: 'success', signals: makeSignals(10_000) },
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TenThousandSignals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('显示 10,000 / 共 10,000 个')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-signal-row]').length).toBeLessThan(60);
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索信号' }), 'VehSpd_10');
    await expect(await canvas.findByRole('checkbox', { name: 'BMS_VehSpd_10' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'pending', signals: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '正在加载信号' })).toBeVisible();
  },
};

export const NoConfigChosen: Story = {
  args: { status: 'idle', signals: undefined },
};

export const Empty: Story = {
  args: { signals: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('没有匹配的信号')).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error', signals: undefined, error: '服务器错误' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const Hostile: Story = {
  args: { signals: makeSignals(50, `${'_长'.repeat(60)}<img src=x onerror=alert(1)>`) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

/** Each row names its signal's enumerations with the labels the server delivers. */
export const WithEnumerations: Story = {
  args: {
    signals: makeSignals(20),
    enums: (signal) => [
      ['显示方式', signal.signal_show_type === 0 ? '曲线' : '数值'],
      ['报警类型', signal.signal_alarm_type === 0 ? '无' : '超出范围'],
      ['预定义', signal.use_predef === 1 ? '是' : '否'],
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [row] = await canvas.findAllByText('数值 · 超出范围 · 是');
    await expect(row).toBeVisible();
  },
};
