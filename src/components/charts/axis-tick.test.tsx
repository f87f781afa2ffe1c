import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AxisTick, lengthPx } from './axis-tick';

describe('AxisTick', () => {
  it('draws the label as one text element placed as visx places it, without measuring', () => {
    const { container } = render(
      <svg>
        <AxisTick
          x={10}
          y={20}
          dx="-0.25em"
          dy="0.25em"
          fontSize={12}
          formattedValue="11-25"
          verticalAnchor="middle"
          textAnchor="end"
        />
      </svg>,
    );
    const svg = container.querySelector('svg');
    expect(svg?.querySelectorAll('*')).toHaveLength(1);
    const text = container.querySelector('text');
    expect(text?.textContent).toBe('11-25');
    expect(text?.getAttribute('text-anchor')).toBe('end');
    // The offsets in ems at the label's size: 10 - 3, and 20 + 3 + 0.355 × 12.
    expect(Number(text?.getAttribute('x'))).toBeCloseTo(7);
    expect(Number(text?.getAttribute('y'))).toBeCloseTo(27.26);
  });

  it('puts a label below its tick when anchored at the start, at the charts size when given none', () => {
    const { container } = render(
      <svg>
        <AxisTick x={0} y={0} formattedValue="0" verticalAnchor="start" />
      </svg>,
    );
    expect(Number(container.querySelector('text')?.getAttribute('y'))).toBeCloseTo(0.71 * 11);
  });

  it('reads the lengths visx passes', () => {
    expect(lengthPx(undefined, 11)).toBe(0);
    expect(lengthPx(4, 11)).toBe(4);
    expect(lengthPx('4px', 11)).toBe(4);
    expect(lengthPx('0.5em', 12)).toBe(6);
    expect(lengthPx('auto', 12)).toBe(0);
  });
});
