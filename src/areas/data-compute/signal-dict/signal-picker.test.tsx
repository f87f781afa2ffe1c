import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { DictSignal } from '@/api/generated/model';
import { ROW_HEIGHT } from '@/components/ui/virtual-rows';

import { SignalPicker } from './signal-picker';

const VIEW_HEIGHT = 320;

const makeSignals = (count: number): DictSignal[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `${i % 2 === 0 ? 'BMS_PackVoltage' : 'VCU_VehSpd'}_${i + 1}`,
    nameChn: i % 2 === 0 ? `电池包电压_${i + 1}` : `车速_${i + 1}`,
    unit: i % 2 === 0 ? 'V' : 'km/h',
    messageId: 256 + Math.floor(i / 8),
    messageName: `MSG_${Math.floor(i / 8)}`,
    portType: 'CAN',
    startBit: 0,
    length: 16,
    factor: 1,
    offset: 0,
    min: 0,
    max: 100,
    formula: null,
    signal_alarm_type: i % 3,
    signal_show_type: i % 2,
    use_predef: i % 2,
  }));

// jsdom lays nothing out: give scrolling boxes the height the picker has in a browser.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => VIEW_HEIGHT,
  });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
});

function Harness({
  signals,
  onChange,
}: {
  signals: DictSignal[];
  onChange?: (ids: number[]) => void;
}) {
  const [ids, setIds] = useState<Set<number>>(new Set());
  const apply = (picked: readonly DictSignal[], selected: boolean) =>
    setIds((current) => {
      const next = new Set(current);
      picked.forEach((p) => (selected ? next.add(p.id) : next.delete(p.id)));
      onChange?.([...next]);
      return next;
    });
  return (
    <SignalPicker
      status="success"
      signals={signals}
      selectedIds={ids}
      onToggle={(signal, selected) => apply([signal], selected)}
      onToggleMany={apply}
    />
  );
}

const rows = () => document.querySelectorAll('[data-signal-row]');

describe('SignalPicker', () => {
  it('renders only the rows in view out of 10,000 signals', () => {
    render(<Harness signals={makeSignals(10_000)} />);
    const rendered = rows().length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(60);
    expect(rendered).toBeLessThanOrEqual(Math.ceil(VIEW_HEIGHT / ROW_HEIGHT) + 2 * 6 + 1);
    expect(screen.getByText('显示 10,000 / 共 10,000 个')).toBeInTheDocument();
  });

  it('filters by name, Chinese name or unit as the user types', async () => {
    const user = userEvent.setup();
    const signals = makeSignals(10_000);
    const expected = signals.filter((sig) => sig.name.includes('VehSpd_99')).length;
    render(<Harness signals={signals} />);
    await user.type(screen.getByRole('searchbox', { name: '搜索信号' }), 'vehspd_99');
    expect(await screen.findByText(`显示 ${expected} / 共 10,000 个`)).toBeInTheDocument();
    const names = [...rows()].map((row) => within(row as HTMLElement).getByRole('checkbox'));
    expect(names.every((box) => /VehSpd_99/.test(box.getAttribute('aria-label') ?? ''))).toBe(true);

    await user.clear(screen.getByRole('searchbox', { name: '搜索信号' }));
    await user.type(screen.getByRole('searchbox', { name: '搜索信号' }), '电池包电压_10');
    expect(
      await screen.findByRole('checkbox', { name: 'BMS_PackVoltage_101' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'VCU_VehSpd_100' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: '搜索信号' }));
    await user.type(screen.getByRole('searchbox', { name: '搜索信号' }), 'no-such-signal');
    expect(await screen.findByText('没有匹配的信号')).toBeInTheDocument();
  });

  it('selects and deselects single signals and the filtered set', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(ids: number[]) => void>();
    render(<Harness signals={makeSignals(100)} onChange={onChange} />);
    const first = screen.getByRole('checkbox', { name: 'BMS_PackVoltage_1' });
    await user.click(first);
    expect(first).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith([1]);
    await user.click(first);
    expect(first).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith([]);

    await user.type(screen.getByRole('searchbox', { name: '搜索信号' }), 'km/h');
    await screen.findByText('显示 50 / 共 100 个');
    await user.click(screen.getByRole('button', { name: '全选当前结果' }));
    const picked = onChange.mock.lastCall?.[0] ?? [];
    expect(picked).toHaveLength(50);
    expect(picked.every((id) => id % 2 === 0)).toBe(true);
    await user.click(screen.getByRole('button', { name: '取消当前结果' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('asks for a DBC config first and reports a failed load with a retry', async () => {
    const onRetry = vi.fn();
    const props = {
      signals: undefined,
      selectedIds: new Set<number>(),
      onToggle: vi.fn(),
      onToggleMany: vi.fn(),
    };
    const { rerender } = render(<SignalPicker status="idle" {...props} />);
    expect(screen.getByText('先选择 DBC 配置，再挑选其中的信号')).toBeInTheDocument();
    rerender(<SignalPicker status="error" error="服务器错误" onRetry={onRetry} {...props} />);
    expect(screen.getByRole('alert')).toHaveTextContent('服务器错误');
    await act(async () => screen.getByRole('button', { name: '重试' }).click());
    expect(onRetry).toHaveBeenCalled();
  });
});
