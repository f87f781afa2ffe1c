import { describe, expect, it } from 'vitest';

import { portOptions } from './port-options';

describe('port options', () => {
  it('offer each bus type of the enumeration alone and with its port indexes', () => {
    const options = portOptions({
      '4': 'FlexRay',
      '1': 'CAN',
      '2': 'LIN',
      '5': '以太网 100Base-T1',
      '9': 'ETH-LOG',
    });
    const values = options.map((option) => option.value);
    expect(values.slice(0, 3)).toEqual(['CAN', 'CAN1', 'CAN2']);
    expect(values).toContain('CAN16');
    expect(values).not.toContain('CAN17');
    expect(values).toContain('LIN2');
    expect(values.filter((value) => value.startsWith('FlexRay'))).toEqual([
      'FlexRay',
      'FlexRay1',
      'FlexRay2',
    ]);
    expect(values).toContain('ETH1');
    expect(values).toContain('ETH-LOG');
    expect(options.find((option) => option.value === 'ETH')?.label).toBe(
      '以太网 100Base-T1（全部端口）',
    );
  });

  it('add the ports an answer lists that the enumeration does not name', () => {
    const values = portOptions({ '1': 'CAN' }, ['CAN3', 'MOST1', 'MOST1']).map((o) => o.value);
    expect(values.filter((value) => value === 'CAN3')).toHaveLength(1);
    expect(values.at(-1)).toBe('MOST1');
    expect(values.filter((value) => value === 'MOST1')).toHaveLength(1);
  });
});
