import type { Random } from '../db/random';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphs } from './font';
import { encodeGreyPng } from './png';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;
const SCALE = 4;
const BACKGROUND = 245;
const INK = 35;
const NOISE = 160;

const drawLine = (pixels: Uint8Array, x0: number, y0: number, x1: number, y1: number): void => {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
  for (let i = 0; i <= steps; i += 1) {
    const x = Math.round(x0 + ((x1 - x0) * i) / steps);
    const y = Math.round(y0 + ((y1 - y0) * i) / steps);
    if (x >= 0 && x < CAPTCHA_WIDTH && y >= 0 && y < CAPTCHA_HEIGHT)
      pixels[y * CAPTCHA_WIDTH + x] = NOISE;
  }
};

/** A PNG that shows `code` in large block letters, with a little noise that keeps it readable. */
export const renderCaptcha = (code: string, random: Random): Uint8Array => {
  const pixels = new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT).fill(BACKGROUND);
  for (let i = 0; i < 4; i += 1) {
    drawLine(
      pixels,
      0,
      random.int(0, CAPTCHA_HEIGHT - 1),
      CAPTCHA_WIDTH - 1,
      random.int(0, CAPTCHA_HEIGHT - 1),
    );
  }
  for (let i = 0; i < 120; i += 1) {
    pixels[random.int(0, CAPTCHA_HEIGHT - 1) * CAPTCHA_WIDTH + random.int(0, CAPTCHA_WIDTH - 1)] =
      NOISE;
  }
  const glyphWidth = GLYPH_WIDTH * SCALE;
  const gap = Math.floor((CAPTCHA_WIDTH - code.length * glyphWidth) / (code.length + 1));
  [...code.toUpperCase()].forEach((ch, index) => {
    const rows = glyphs[ch] ?? [];
    const left = gap + index * (glyphWidth + gap);
    const top = random.int(2, CAPTCHA_HEIGHT - GLYPH_HEIGHT * SCALE - 2);
    rows.forEach((bits, row) => {
      for (let col = 0; col < GLYPH_WIDTH; col += 1) {
        if (!(bits & (1 << (GLYPH_WIDTH - 1 - col)))) continue;
        for (let dy = 0; dy < SCALE; dy += 1) {
          for (let dx = 0; dx < SCALE; dx += 1) {
            pixels[(top + row * SCALE + dy) * CAPTCHA_WIDTH + left + col * SCALE + dx] = INK;
          }
        }
      }
    });
  });
  return encodeGreyPng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, pixels);
};
