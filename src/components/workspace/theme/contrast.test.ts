import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The theme's text and ground pairs, each at WCAG AA (4.5:1) in both themes, computed from the
// stylesheet itself and Tailwind's palette.
const css = readFileSync(resolve(__dirname, '../../../styles/index.css'), 'utf8');
const tailwind = readFileSync(
  resolve(__dirname, '../../../../node_modules/tailwindcss/theme.css'),
  'utf8',
);

const declarations = (block: string): Map<string, string> =>
  new Map(
    [...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [
      match[1] ?? '',
      (match[2] ?? '').trim(),
    ]),
  );

const blockAfter = (source: string, opening: string): string => {
  const start = source.indexOf(opening);
  expect(start, opening).toBeGreaterThanOrEqual(0);
  return source.slice(start, source.indexOf('}', start));
};

const palette = declarations(tailwind);
const light = declarations(blockAfter(css, '@theme {'));
const dark = new Map([...light, ...declarations(blockAfter(css, "html[data-theme='dark'] {"))]);

const resolveValue = (vars: Map<string, string>, value: string): string => {
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  if (!reference) return value;
  const name = reference[1] ?? '';
  const next = vars.get(name) ?? palette.get(name);
  if (next === undefined) throw new Error(`unknown variable ${name}`);
  return resolveValue(vars, next);
};

const linear = (channel: number) =>
  channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;

/** Relative luminance of an oklch() or hex colour, clipped to sRGB as a browser paints it. */
const luminance = (colour: string): number => {
  let rgb: [number, number, number];
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour);
  if (hex) {
    const digits = hex[1] ?? '000';
    const n = parseInt(digits.length === 3 ? digits.replace(/./g, '$&$&') : digits, 16);
    rgb = [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255].map(linear) as [
      number,
      number,
      number,
    ];
  } else {
    const match = /^oklch\(([\d.]+)%?\s+([\d.]+)\s+([\d.]+)\)$/.exec(colour);
    if (!match) throw new Error(`cannot read ${colour}`);
    const l = Number(match[1]) / (colour.includes('%') ? 100 : 1);
    const c = Number(match[2]);
    const h = (Number(match[3]) * Math.PI) / 180;
    const a = c * Math.cos(h);
    const b = c * Math.sin(h);
    const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
    const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
    const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
    const clip = (v: number) => Math.min(1, Math.max(0, v));
    rgb = [
      clip(4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_),
      clip(-1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_),
      clip(-0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_),
    ];
  }
  return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
};

const contrast = (vars: Map<string, string>, text: string, ground: string): number => {
  const a = luminance(resolveValue(vars, `var(--color-${text})`));
  const b = luminance(resolveValue(vars, `var(--color-${ground})`));
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
};

const plainGrounds = ['surface', 'surface-muted'];
const plainTexts = [
  'fg',
  'fg-soft',
  'fg-label',
  'fg-muted',
  'fg-subtle',
  'primary-text',
  'danger-text',
  'warning-text',
  'success-text',
  'marker-text',
];
// Text on the hover ground (a chosen row, a tag); the subtle grey there is only a hover state.
const hoverTexts = ['fg', 'fg-soft', 'fg-label', 'fg-muted', 'primary-text', 'danger-text'];
const pairs: [text: string, ground: string][] = [
  ...plainTexts.flatMap((text) => plainGrounds.map((ground): [string, string] => [text, ground])),
  ...hoverTexts.map((text): [string, string] => [text, 'surface-hover']),
  ['primary-fg', 'primary'],
  ['danger-fg', 'danger'],
  ['fg-inverse', 'danger'],
  ['fg-inverse', 'primary'],
  ['fg-inverse', 'surface-inverse'],
  ['fg-inverse-muted', 'surface-inverse'],
  ['primary-text', 'primary-soft'],
  ['info-strong', 'primary-soft'],
  ['info-strong', 'info-soft'],
  ['info-strong', 'info-muted'],
  ['danger-text', 'danger-soft'],
  ['danger-strong', 'danger-soft'],
  ['danger-strong', 'danger-muted'],
  ['warning-strong', 'warning-soft'],
  ['warning-strong', 'warning-muted'],
  ['success-strong', 'success-soft'],
  ['success-strong', 'success-muted'],
  ['fg', 'marker-soft'],
  ['fg-label', 'heat-1'],
  ['fg-label', 'heat-2'],
  ['fg-inverse', 'heat-3'],
  ['fg-inverse', 'heat-4'],
];

describe.each([
  ['light', light],
  ['dark', dark],
])('the %s theme', (_name, vars) => {
  it.each(pairs)('%s on %s reaches 4.5:1', (text, ground) => {
    expect(contrast(vars, text, ground)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the dark theme', () => {
  it('sets every colour the light theme has', () => {
    const darkOwn = declarations(blockAfter(css, "html[data-theme='dark'] {"));
    const colours = [...light.keys()].filter((name) => name.startsWith('--color-'));
    expect(colours.filter((name) => !darkOwn.has(name))).toEqual([]);
  });
});
