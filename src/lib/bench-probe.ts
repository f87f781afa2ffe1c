/** What `npm run bench:monitor` installs on the page before the app starts. */
export interface BenchProbe {
  /** A live screen committed once. */
  commit(): void;
  /** A frame applied a batch of this many messages, the first of which reached the console at
   * `receivedAt` (ms since the epoch); a frame that applies several batches reports each. */
  applied(count: number, receivedAt: number): void;
}

/** The benchmark's probe, absent in normal use (so the counting costs nothing then). */
export const benchProbe = (): BenchProbe | undefined =>
  (globalThis as { __vdaqBench?: BenchProbe }).__vdaqBench;
