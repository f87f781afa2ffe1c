import { gpsStrings } from './strings';

/**
 * Web Mercator in "world units": the whole world is the unit square, x to the east from 180° W,
 * y to the south from about 85° N, as map tiles number it. Screen pixels are world units times a
 * scale plus an offset, so fitting, zooming and panning are all the same affine map.
 */
export const MAX_LATITUDE = 85.05112878;
const EARTH_CIRCUMFERENCE_M = 40_075_016.686;

export const isValidLngLat = (lng: unknown, lat: unknown): boolean =>
  typeof lng === 'number' &&
  typeof lat === 'number' &&
  Number.isFinite(lng) &&
  Number.isFinite(lat) &&
  lng >= -180 &&
  lng <= 180 &&
  lat >= -MAX_LATITUDE &&
  lat <= MAX_LATITUDE;

export const worldX = (lng: number): number => (lng + 180) / 360;

export const worldY = (lat: number): number => {
  const s = Math.sin((lat * Math.PI) / 180);
  return 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI);
};

/** Latitude of a world y (inverse of worldY). */
export const latitudeOf = (y: number): number =>
  (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** screen = world × scale + offset. */
export interface Viewport {
  scale: number;
  offsetX: number;
  offsetY: number;
}

/** Smallest span fitted: a single fix (or a car that stood still) shows about 500 m around it. */
const MIN_SPAN = 500 / EARTH_CIRCUMFERENCE_M;

export interface Padding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** The viewport that shows `bounds` centred in width × height, `padding` pixels kept free. */
export function fitBounds(
  bounds: Bounds,
  width: number,
  height: number,
  padding: number | Padding = 24,
): Viewport {
  const pad =
    typeof padding === 'number'
      ? { top: padding, right: padding, bottom: padding, left: padding }
      : padding;
  const spanX = Math.max(bounds.maxX - bounds.minX, MIN_SPAN);
  const spanY = Math.max(bounds.maxY - bounds.minY, MIN_SPAN);
  const innerW = Math.max(1, width - pad.left - pad.right);
  const innerH = Math.max(1, height - pad.top - pad.bottom);
  const scale = Math.min(innerW / spanX, innerH / spanY);
  const cx = (bounds.minX + bounds.maxX) / 2;
  const cy = (bounds.minY + bounds.maxY) / 2;
  return {
    scale,
    offsetX: pad.left + innerW / 2 - cx * scale,
    offsetY: pad.top + innerH / 2 - cy * scale,
  };
}

/** Zoom by `factor` keeping the screen point (px, py) still. */
export const zoomAt = (v: Viewport, factor: number, px: number, py: number): Viewport => ({
  scale: v.scale * factor,
  offsetX: px - (px - v.offsetX) * factor,
  offsetY: py - (py - v.offsetY) * factor,
});

export const panBy = (v: Viewport, dx: number, dy: number): Viewport => ({
  ...v,
  offsetX: v.offsetX + dx,
  offsetY: v.offsetY + dy,
});

/** Metres one screen pixel covers at the screen row `py` (Mercator stretches towards the poles). */
export const metresPerPixel = (v: Viewport, py: number): number => {
  const lat = latitudeOf((py - v.offsetY) / v.scale);
  return (EARTH_CIRCUMFERENCE_M * Math.cos((lat * Math.PI) / 180)) / v.scale;
};

export interface ScaleBar {
  metres: number;
  pixels: number;
  label: string;
}

const NICE = [1, 2, 5] as const;

/** A round length (1, 2 or 5 × 10ⁿ m) closest to a fifth of the width, measured at row `py`. */
export function scaleBar(v: Viewport, width: number, py: number): ScaleBar {
  const mpp = metresPerPixel(v, py);
  const target = (width / 5) * mpp;
  if (!Number.isFinite(target) || target <= 0) return { metres: 0, pixels: 0, label: '' };
  const power = 10 ** Math.floor(Math.log10(target));
  let metres = power;
  for (const step of [...NICE, 10]) {
    const candidate = step * power;
    if (Math.abs(Math.log(candidate / target)) < Math.abs(Math.log(metres / target)))
      metres = candidate;
  }
  return { metres, pixels: metres / mpp, label: formatDistance(metres) };
}

export const formatDistance = (metres: number): string =>
  metres >= 1000 ? gpsStrings.kilometres(metres / 1000) : gpsStrings.metres(metres);
