import type { Axis } from '@visx/xychart';
import type { ComponentProps, JSX } from 'react';

type TickProps = Parameters<NonNullable<ComponentProps<typeof Axis>['tickComponent']>>[0];

/** Where the first line sits relative to y, in ems, as visx's Text places it with its cap height. */
const firstLineEm = { start: 0.71, middle: 0.355, end: 0 } as const;

/** The charts' tick label size (the theme sets it), for a label given none. */
const DEFAULT_FONT_PX = 11;

/** A length visx passes (a number, `4px` or `0.25em`) in pixels at the label's font size. */
export function lengthPx(value: string | number | undefined, fontPx: number): number {
  if (value === undefined) return 0;
  if (typeof value === 'number') return value;
  const amount = Number.parseFloat(value);
  if (!Number.isFinite(amount)) return 0;
  return value.trim().endsWith('em') ? amount * fontPx : amount;
}

/**
 * An axis label drawn as one SVG text element. visx's own Text measures every word in the DOM (to
 * wrap lines), which forces a layout per tick while a chart mounts, and wraps each label in an
 * svg, a text and a tspan. Tick labels are short single lines: nothing needs measuring, and the
 * label lands where Text would put it with a third of the elements.
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
  const fontPx = lengthPx(fontSize, DEFAULT_FONT_PX) || DEFAULT_FONT_PX;
  return (
    <text
      x={x + lengthPx(dx, fontPx)}
      y={y + lengthPx(dy, fontPx) + firstLineEm[verticalAnchor] * fontPx}
      className={className}
      fill={fill}
      fontSize={fontSize}
      fontFamily={fontFamily}
      fontWeight={fontWeight}
      textAnchor={textAnchor}
    >
      {formattedValue}
    </text>
  );
}
