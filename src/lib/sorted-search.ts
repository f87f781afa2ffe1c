/**
 * Binary search over values in ascending order (plain arrays and typed arrays alike): the index
 * where a value would go, before its equals (`lowerBound`) or after them (`upperBound`).
 */

/** Index of the first value >= target (the length when every value is smaller). */
export function lowerBound(values: ArrayLike<number>, target: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] ?? 0) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first value > target (the length when no value is larger). */
export function upperBound(values: ArrayLike<number>, target: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] ?? 0) <= target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the last value <= target (-1 when every value is larger). */
export const lastAtOrBefore = (values: ArrayLike<number>, target: number): number =>
  upperBound(values, target) - 1;

/** Whether `target` is one of the values. */
export const includesSorted = (values: ArrayLike<number>, target: number): boolean =>
  values[lowerBound(values, target)] === target;
