export type Outcome = 'load' | 'fail';

/** Holds a lazily loaded module back until a test lets it arrive, or fail to. */
export interface ArrivalGate {
  /** Resolves with the next outcome the test gives. */
  wait: () => Promise<Outcome>;
  load: () => void;
  /** This load fails; the next one waits again. */
  fail: () => void;
}

export function arrivalGate(): ArrivalGate {
  let open: (outcome: Outcome) => void = () => undefined;
  let gate = new Promise<Outcome>((resolve) => (open = resolve));
  return {
    wait: () => gate,
    load: () => open('load'),
    fail: () => {
      open('fail');
      gate = new Promise((resolve) => (open = resolve));
    },
  };
}
