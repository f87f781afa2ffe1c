import { describe, expect, it } from 'vitest';

import {
  fitBounds,
  formatDistance,
  isValidLngLat,
  latitudeOf,
  metresPerPixel,
  panBy,
  scaleBar,
  type Viewport,
  worldX,
  worldY,
  zoomAt,
} from './projection';

const EARTH_M = 40_075_016.686;

describe('Web Mercator', () => {
  it('maps lng/lat to world units and back', () => {
    expect(worldX(-180)).toBe(0);
    expect(worldX(0)).toBe(0.5);
    expect(worldY(0)).toBeCloseTo(0.5, 12);
    expect(worldY(85.05112878)).toBeCloseTo(0, 6);
    expect(latitudeOf(worldY(31.2))).toBeCloseTo(31.2, 9);
    // North is up: a higher latitude has a smaller y.
    expect(worldY(31.3)).toBeLessThan(worldY(31.2));
  });

  it('accepts only finite coordinates on the map', () => {
    expect(isValidLngLat(121.4, 31.2)).toBe(true);
    expect(isValidLngLat(Number.NaN, 31.2)).toBe(false);
    expect(isValidLngLat(181, 31.2)).toBe(false);
    expect(isValidLngLat(121, 89)).toBe(false);
    expect(isValidLngLat('121', 31)).toBe(false);
  });
});

describe('fit to bounds', () => {
  const bounds = {
    minX: worldX(121.3),
    maxX: worldX(121.5),
    minY: worldY(31.3),
    maxY: worldY(31.2),
  };

  it('centres the bounds and keeps the padding on the tighter side', () => {
    const v = fitBounds(bounds, 800, 360, 24);
    const left = bounds.minX * v.scale + v.offsetX;
    const right = bounds.maxX * v.scale + v.offsetX;
    const top = bounds.minY * v.scale + v.offsetY;
    const bottom = bounds.maxY * v.scale + v.offsetY;
    expect((left + right) / 2).toBeCloseTo(400, 6);
    expect((top + bottom) / 2).toBeCloseTo(180, 6);
    // The area is about as tall as wide, so the height decides: 24 px free above and below.
    expect(top).toBeCloseTo(24, 6);
    expect(bottom).toBeCloseTo(336, 6);
    expect(left).toBeGreaterThanOrEqual(24);
    expect(right).toBeLessThanOrEqual(776);
  });

  it('shows a single point with about 500 m around it', () => {
    const point = { minX: 0.8, maxX: 0.8, minY: 0.4, maxY: 0.4 };
    const v = fitBounds(point, 400, 400, 0);
    expect(Number.isFinite(v.scale)).toBe(true);
    expect(v.scale * (500 / EARTH_M)).toBeCloseTo(400, 6);
    expect(0.8 * v.scale + v.offsetX).toBeCloseTo(200, 6);
  });

  it('zooms about a fixed point and pans', () => {
    const v: Viewport = { scale: 1000, offsetX: 10, offsetY: 20 };
    const z = zoomAt(v, 2, 100, 50);
    const world = (100 - v.offsetX) / v.scale;
    expect(world * z.scale + z.offsetX).toBeCloseTo(100, 9);
    expect(panBy(v, 5, -5)).toEqual({ scale: 1000, offsetX: 15, offsetY: 15 });
  });
});

describe('scale bar', () => {
  /** A viewport of `mpp` metres per pixel on the equator at row 100. */
  const atEquator = (mpp: number): Viewport => {
    const scale = EARTH_M / mpp;
    return { scale, offsetX: 0, offsetY: 100 - 0.5 * scale };
  };

  it('measures metres per pixel, shrinking with the cosine of the latitude', () => {
    expect(metresPerPixel(atEquator(10), 100)).toBeCloseTo(10, 6);
    const v = atEquator(10);
    const row60 = worldY(60) * v.scale + v.offsetY;
    expect(metresPerPixel(v, row60)).toBeCloseTo(5, 6);
  });

  it('picks a round length near a fifth of the width', () => {
    expect(scaleBar(atEquator(10), 500, 100)).toEqual({
      metres: 1000,
      pixels: 100,
      label: '1 公里',
    });
    expect(scaleBar(atEquator(1), 800, 100)).toMatchObject({ metres: 200, label: '200 米' });
    const bar = scaleBar(atEquator(37), 640, 100);
    expect([1, 2, 5, 10]).toContain(bar.metres / 10 ** Math.floor(Math.log10(bar.metres)));
    expect(bar.pixels).toBeGreaterThan(640 / 10);
    expect(bar.pixels).toBeLessThan(640 / 2.5);
    expect(bar.label).toBe('5 公里');
  });

  it('labels distances in 米 and 公里', () => {
    expect(formatDistance(50)).toBe('50 米');
    expect(formatDistance(2000)).toBe('2 公里');
  });
});

describe('fit with uneven padding', () => {
  it('centres the bounds in the room left between the paddings', () => {
    const bounds = { minX: 0.1, maxX: 0.2, minY: 0.1, maxY: 0.2 };
    const v = fitBounds(bounds, 1000, 400, { top: 20, right: 60, bottom: 40, left: 300 });
    expect(0.1 * v.scale + v.offsetY).toBeCloseTo(20, 6);
    expect(0.2 * v.scale + v.offsetY).toBeCloseTo(360, 6);
    expect(0.15 * v.scale + v.offsetX).toBeCloseTo(300 + 640 / 2, 6);
  });
});
