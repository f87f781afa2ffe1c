/**
 * Polyline simplification to a vertex budget shared by several lines.
 *
 * Every interior vertex gets a Ramer–Douglas–Peucker significance: its distance from the chord
 * that was split at it, capped by the significance of the parent split, so the values only shrink
 * down the split tree. Keeping the `budget` most significant vertices is then exactly an RDP
 * result for some tolerance, found without searching for that tolerance. The splits run on an
 * explicit stack: the traces have hundreds of thousands of points and recursion would overflow.
 */

export interface Line {
  xs: Float64Array;
  ys: Float64Array;
}

/** Squared distance of point p from the segment from a along (dx, dy) (from a when it is a point). */
const distance2 = (
  px: number,
  py: number,
  ax: number,
  ay: number,
  dx: number,
  dy: number,
  len2: number,
): number => {
  let t = len2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / len2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const ex = ax + t * dx - px;
  const ey = ay + t * dy - py;
  return ex * ex + ey * ey;
};

/** Squared RDP significance of each vertex; the two ends are Infinity. */
export function significance({ xs, ys }: Line): Float64Array {
  const n = xs.length;
  const sig = new Float64Array(n);
  if (n === 0) return sig;
  sig[0] = Infinity;
  sig[n - 1] = Infinity;
  // Typed stacks: [a, b] index pairs and the cap of their parent split.
  const ends = new Int32Array(2 * n + 2);
  const caps = new Float64Array(n + 1);
  let top = 0;
  ends[0] = 0;
  ends[1] = n - 1;
  caps[0] = Infinity;
  top = 1;
  let work = 0;
  const limit = 64 * n + 1024;
  while (top > 0) {
    top -= 1;
    const a = ends[2 * top] ?? 0;
    const b = ends[2 * top + 1] ?? 0;
    const cap = caps[top] ?? 0;
    if (b - a < 2) continue;
    const ax = xs[a] ?? 0;
    const ay = ys[a] ?? 0;
    const dx = (xs[b] ?? 0) - ax;
    const dy = (ys[b] ?? 0) - ay;
    const len2 = dx * dx + dy * dy;
    let best = -1;
    let split = a + 1;
    work += b - a;
    if (work <= limit)
      for (let i = a + 1; i < b; i += 1) {
        const d = distance2(xs[i] ?? 0, ys[i] ?? 0, ax, ay, dx, dy, len2);
        if (d > best) {
          best = d;
          split = i;
        }
      }
    // Collinear runs, and inputs that would make the scan quadratic, split in the middle.
    if (best <= 0) {
      split = (a + b) >>> 1;
      best = distance2(xs[split] ?? 0, ys[split] ?? 0, ax, ay, dx, dy, len2);
    }
    const s = Math.min(best, cap);
    sig[split] = s;
    ends[2 * top] = a;
    ends[2 * top + 1] = split;
    caps[top] = s;
    ends[2 * top + 2] = split;
    ends[2 * top + 3] = b;
    caps[top + 1] = s;
    top += 2;
  }
  return sig;
}

/**
 * Indices (ascending) of the vertices to draw for each line, at most `budget` in total; each
 * line keeps its first and last vertex (a line of one point keeps that point).
 */
export function simplifyLines(lines: readonly Line[], budget: number): Uint32Array[] {
  const sigs = lines.map(significance);
  const ends = lines.reduce((sum, l) => sum + Math.min(l.xs.length, 2), 0);
  const interior = sigs.reduce((sum, s) => sum + Math.max(0, s.length - 2), 0);
  const room = Math.max(0, Math.floor(budget) - ends);
  let threshold = -1;
  let tiesLeft = 0;
  if (interior > room) {
    if (room === 0) threshold = Infinity;
    else {
      const all = new Float64Array(interior);
      let k = 0;
      for (const s of sigs) for (let i = 1; i < s.length - 1; i += 1) all[k++] = s[i] ?? 0;
      all.sort();
      threshold = all[interior - room] ?? Infinity;
      // Values equal to the threshold are kept only while room is left.
      let above = 0;
      for (let i = interior - 1; i >= 0 && (all[i] ?? 0) > threshold; i -= 1) above += 1;
      tiesLeft = room - above;
    }
  }
  return sigs.map((s) => {
    const kept: number[] = [];
    for (let i = 0; i < s.length; i += 1) {
      const v = s[i] ?? 0;
      if (v === Infinity || v > threshold) kept.push(i);
      else if (v === threshold && tiesLeft > 0) {
        tiesLeft -= 1;
        kept.push(i);
      }
    }
    return Uint32Array.from(kept);
  });
}

/** One line to at most `budget` vertices. */
export const simplifyLine = (line: Line, budget: number): Uint32Array =>
  simplifyLines([line], budget)[0] ?? new Uint32Array(0);

/**
 * Drops vertices closer than `tolerance` to the last kept one (repeated fixes of a standing car,
 * jitter); the first and last vertex stay. Runs before the RDP pass to cut its work.
 */
export function dropNearby({ xs, ys }: Line, tolerance: number): Uint32Array {
  const n = xs.length;
  if (n <= 2) return Uint32Array.from({ length: n }, (_, i) => i);
  const kept = new Uint32Array(n);
  const tol2 = tolerance * tolerance;
  let count = 1;
  let lx = xs[0] ?? 0;
  let ly = ys[0] ?? 0;
  for (let i = 1; i < n - 1; i += 1) {
    const x = xs[i] ?? 0;
    const y = ys[i] ?? 0;
    if ((x - lx) * (x - lx) + (y - ly) * (y - ly) > tol2) {
      kept[count++] = i;
      lx = x;
      ly = y;
    }
  }
  // A last fix on top of the last kept one replaces it rather than adding a zero-length segment.
  const x = xs[n - 1] ?? 0;
  const y = ys[n - 1] ?? 0;
  if (count > 1 && (x - lx) * (x - lx) + (y - ly) * (y - ly) <= tol2) count -= 1;
  kept[count++] = n - 1;
  return kept.slice(0, count);
}
