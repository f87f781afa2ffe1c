import type { Axis } from '@visx/xychart';
import type { ComponentProps, JSX } from 'react';

type TickProps = Parameters<NonNullable<ComponentProps<typeof Axis>['tickComponent']>>[0];

// Where the first line sits relative to y, as visx's Text places it with its default cap height.
const firstLineDy = { start: '0.71em', middle: '0.355em', end: '0' } as const;

/**
 * An axis label drawn as one plain SVG text. visx's own Text measures every word in the DOM (to wrap
 * lines), which forces a layout per tick while a chart mounts; tick labels are short single lines,
 * so nothing needs measuring and the label lands where Text would put it.
 */
export function AxisTick({
  x,
  y,
  dx = 0,
  dy = 0,
  formattedValue,
  verticalAnchor = 'end',
  textAnchor = 'start',
  fill,
  fontSize,
  fontFamily,
  fontWeight,
  className,
}: TickProps): JSX.Element {
  return (
    <svg x={dx} y={dy} fontSize={fontSize} overflow="visible">
      <text
        x={x}
        y={y}
        className={className}
        fill={fill}
        fontSize={fontSize}
        fontFamily={fontFamily}
        fontWeight={fontWeight}
        textAnchor={textAnchor}
      >
        <tspan x={x} dy={firstLineDy[verticalAnchor]}>
          {formattedValue}
        </tspan>
      </text>
    </svg>
  );
}
