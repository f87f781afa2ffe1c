import { describe, expect, it } from 'vitest';

import { includesSorted, lastAtOrBefore, lowerBound, upperBound } from './sorted-search';

const linearLower = (values: ArrayLike<number>, target: number) => {
  for (let i = 0; i < values.length; i += 1) if ((values[i] ?? 0) >= target) return i;
  return values.length;
};
const linearUpper = (values: ArrayLike<number>, target: number) => {
  for (let i = 0; i < values.length; i += 1) if ((values[i] ?? 0) > target) return i;
  return values.length;
};

describe('sorted search', () => {
  it('finds the place of a value before and after its equals', () => {
    const values = [1, 3, 3, 3, 7];
    expect(lowerBound(values, 3)).toBe(1);
    expect(upperBound(values, 3)).toBe(4);
    expect(lowerBound(values, 0)).toBe(0);
    expect(upperBound(values, 9)).toBe(5);
    expect(lastAtOrBefore(values, 3)).toBe(3);
    expect(lastAtOrBefore(values, 0)).toBe(-1);
    expect(lastAtOrBefore(values, 100)).toBe(4);
    expect(includesSorted(values, 7)).toBe(true);
    expect(includesSorted(values, 4)).toBe(false);
    expect(includesSorted(values, 8)).toBe(false);
  });

  it('answers nothing-found on an empty array', () => {
    expect(lowerBound([], 1)).toBe(0);
    expect(upperBound([], 1)).toBe(0);
    expect(lastAtOrBefore([], 1)).toBe(-1);
    expect(includesSorted([], 0)).toBe(false);
  });

  it('agrees with a linear scan on number arrays and typed arrays', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let round = 0; round < 50; round += 1) {
      const plain = Array.from({ length: Math.floor(next() * 40) }, () =>
        Math.floor(next() * 20),
      ).sort((a, b) => a - b);
      for (const values of [plain, Float64Array.from(plain), Int32Array.from(plain)]) {
        for (let target = -2; target <= 22; target += 0.5) {
          expect(lowerBound(values, target)).toBe(linearLower(values, target));
          expect(upperBound(values, target)).toBe(linearUpper(values, target));
        }
      }
    }
  });
});
