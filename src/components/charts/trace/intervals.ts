/** Sorted, non-overlapping spans as flat pairs: [start0, end0, start1, end1, ...] in ms. */
export type Spans = Float64Array;

/**
 * The union of spans given in order of their start (ends in any order): overlapping or touching
 * spans become one. Linear in the number of spans.
 */
export function unionSorted(starts: ArrayLike<number>, ends: ArrayLike<number>): Spans {
  const out: number[] = [];
  let from = NaN;
  let to = NaN;
  for (let i = 0; i < starts.length; i += 1) {
    const s = starts[i] ?? 0;
    const e = ends[i] ?? 0;
    if (e < s) continue;
    if (Number.isNaN(from)) {
      from = s;
      to = e;
    } else if (s <= to) {
      if (e > to) to = e;
    } else {
      out.push(from, to);
      from = s;
      to = e;
    }
  }
  if (!Number.isNaN(from)) out.push(from, to);
  return Float64Array.from(out);
}

/** The union of several unions (each sorted), by a merge of their pairs. */
export function unionOf(lists: readonly Spans[]): Spans {
  const pairs: [number, number][] = [];
  for (const list of lists)
    for (let i = 0; i < list.length; i += 2) pairs.push([list[i] ?? 0, list[i + 1] ?? 0]);
  pairs.sort((a, b) => a[0] - b[0]);
  return unionSorted(
    pairs.map((p) => p[0]),
    pairs.map((p) => p[1]),
  );
}

/** What `a` covers and `b` does not, both sorted unions; stretches shorter than `minMs` are dropped. */
export function subtract(a: Spans, b: Spans, minMs = 0): Spans {
  const out: number[] = [];
  let j = 0;
  for (let i = 0; i < a.length; i += 2) {
    let from = a[i] ?? 0;
    const to = a[i + 1] ?? 0;
    while (j < b.length && (b[j + 1] ?? 0) <= from) j += 2;
    let k = j;
    while (k < b.length && (b[k] ?? 0) < to) {
      const bs = b[k] ?? 0;
      if (bs - from > minMs) out.push(from, bs);
      from = Math.max(from, b[k + 1] ?? 0);
      k += 2;
    }
    if (to - from > minMs) out.push(from, to);
  }
  return Float64Array.from(out);
}

/** Total length of a union, in ms. */
export const spanTotal = (spans: Spans): number => {
  let sum = 0;
  for (let i = 0; i < spans.length; i += 2) sum += (spans[i + 1] ?? 0) - (spans[i] ?? 0);
  return sum;
};
