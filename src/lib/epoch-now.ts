/**
 * Now as ms since the epoch with sub-ms precision: the same clock in the page, its workers and
 * Node, so moments taken in different threads can be compared.
 */
export const epochNow = (): number => performance.timeOrigin + performance.now();
