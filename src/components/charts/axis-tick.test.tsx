import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AxisTick } from './axis-tick';

describe('AxisTick', () => {
  it('draws the label as one text placed as visx places it, without measuring', () => {
    const { container } = render(
      <svg>
        <AxisTick x={10} y={20} formattedValue="11-25" verticalAnchor="middle" textAnchor="end" />
      </svg>,
    );
    const text = container.querySelector('text');
    expect(text?.getAttribute('text-anchor')).toBe('end');
    expect(text?.getAttribute('x')).toBe('10');
    const line = container.querySelector('tspan');
    expect(line?.textContent).toBe('11-25');
    expect(line?.getAttribute('dy')).toBe('0.355em');
  });

  it('puts a label below its tick when anchored at the start', () => {
    const { container } = render(
      <svg>
        <AxisTick x={0} y={0} formattedValue="0" verticalAnchor="start" />
      </svg>,
    );
    expect(container.querySelector('tspan')?.getAttribute('dy')).toBe('0.71em');
  });
});
