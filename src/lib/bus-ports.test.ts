import { describe, expect, it } from 'vitest';

import { BUS_CAPACITY, BUS_ORDER, padSlots } from './bus-ports';

describe('bus ports', () => {
  it('hold the capacities of the spec in its order', () => {
    expect(BUS_ORDER.map((bus) => BUS_CAPACITY[bus])).toEqual([16, 12, 8, 2, 16, 8, 4, 2, 0, 0]);
  });

  it('pad every list to 16 slots, keeping higher indexes and marking slots beyond capacity', () => {
    const flex = padSlots('FlexRay', [{ index: 2 }]);
    expect(flex).toHaveLength(16);
    expect(flex[1]?.port).toEqual({ index: 2 });
    expect(flex.filter((slot) => slot.withinCapacity)).toHaveLength(2);
    expect(padSlots('Camera (RTSP)', []).every((slot) => !slot.withinCapacity)).toBe(true);
    expect(padSlots('CAN', [{ index: 18 }])).toHaveLength(18);
  });
});
