import { describe, expect, it } from 'vitest';

import type { BusType } from '@/api/generated/model';

import { BUS_CAPACITY, BUS_ORDER, newPort } from './bus-types';
import { addRefusal, capacityProblems, enableRefusal, firstFreeIndex, slotsOf } from './capacity';
import { type ConfigForm, type GroupForm, portToForm } from './port-model';

const group = (busType: BusType, indexes: number[], enabled = true): GroupForm => ({
  busType,
  ports: indexes.map((index) => ({ ...portToForm(newPort(busType, index)), enabled })),
});

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('capacities', () => {
  it('follow the spec, in the spec order', () => {
    expect(BUS_ORDER.map((bus) => [bus, BUS_CAPACITY[bus]])).toEqual([
      ['CAN', 16],
      ['LIN', 12],
      ['Serial', 8],
      ['FlexRay', 2],
      ['Ethernet 100Base-T1', 16],
      ['Ethernet 1000Base-T1', 8],
      ['Ethernet 1000Base-T', 4],
      ['Ethernet 10GBase-T1', 2],
      ['ETH-LOG', 0],
      ['Camera (RTSP)', 0],
    ]);
  });
});

describe('slots', () => {
  it('pad every port list to 16, marking the slots beyond capacity', () => {
    const slots = slotsOf(group('FlexRay', [2]));
    expect(slots).toHaveLength(16);
    expect(slots.map((slot) => slot.port?.name ?? null).slice(0, 3)).toEqual([
      null,
      'FlexRay2',
      null,
    ]);
    expect(slots.filter((slot) => slot.withinCapacity).map((slot) => slot.index)).toEqual([1, 2]);
    expect(slotsOf(group('ETH-LOG', [])).every((slot) => !slot.withinCapacity)).toBe(true);
    expect(slotsOf(group('CAN', range(16))).every((slot) => slot.port)).toBe(true);
  });

  it('keep a port the server holds above 16', () => {
    const odd: GroupForm = {
      busType: 'LIN',
      ports: [{ ...portToForm(newPort('LIN', 1)), index: 20 }],
    };
    expect(slotsOf(odd)).toHaveLength(20);
  });
});

describe('adding and enabling', () => {
  it('is refused beyond the capacity, naming the bus type', () => {
    expect(addRefusal(group('LIN', [1, 2]), 12)).toBeNull();
    expect(addRefusal(group('LIN', [1, 2]), 13)).toBe('LIN 最多 12 个端口');
    expect(addRefusal(group('CAN', range(16)), 16)).toBe('CAN 最多 16 个端口');
    expect(addRefusal(group('Serial', range(8)), 3)).toBe('串口 最多 8 个端口');
    expect(addRefusal(group('ETH-LOG', []), 1)).toBe('ETH-LOG 不能配置端口');
    expect(addRefusal(group('Camera (RTSP)', []), 1)).toBe('摄像头 (RTSP) 不能配置端口');
  });

  it('fills the first free slot', () => {
    expect(firstFreeIndex(group('CAN', [1, 2, 4]))).toBe(3);
    expect(firstFreeIndex(group('FlexRay', [1, 2]))).toBe(3);
    expect(addRefusal(group('FlexRay', [1, 2]), 3)).toBe('FlexRay 最多 2 个端口');
  });

  it('refuses switching on more ports than the bus type allows', () => {
    expect(enableRefusal(group('FlexRay', [1], false))).toBeNull();
    expect(enableRefusal(group('ETH-LOG', [1], false))).toBe('ETH-LOG 不能启用端口');
  });
});

describe('capacity problems before saving', () => {
  const form = (...groups: GroupForm[]): ConfigForm => ({ personalization: 0, groups });

  it('name a group the edits took over capacity', () => {
    const base = form(group('Ethernet 1000Base-T', range(4)));
    const next = form(group('Ethernet 1000Base-T', range(5)));
    expect(capacityProblems(next, base)).toEqual([
      { busType: 'Ethernet 1000Base-T', kind: 'ports', message: '以太网 1000Base-T 最多 4 个端口' },
      {
        busType: 'Ethernet 1000Base-T',
        kind: 'enabled',
        message: '以太网 1000Base-T 最多启用 4 个端口',
      },
    ]);
  });

  it('leave alone what the device already held', () => {
    const base = form(group('ETH-LOG', [1], false));
    expect(capacityProblems(base, base)).toEqual([]);
    const enabled = form(group('ETH-LOG', [1], true));
    expect(capacityProblems(enabled, base).map((p) => p.message)).toEqual(['ETH-LOG 不能启用端口']);
  });
});
