import { describe, expect, it } from 'vitest';

import { CHECK_POLL_MS, checkPollInterval } from './use-check-polling';

describe('checkPollInterval', () => {
  it('reads a running check again every few seconds', () => {
    expect(checkPollInterval({ result: 'running' }, 'visible')).toBe(CHECK_POLL_MS);
  });

  it('stops once the check has a result, or before there is one', () => {
    for (const result of ['pending', 'passed', 'warning', 'failed'] as const) {
      expect(checkPollInterval({ result }, 'visible')).toBe(false);
    }
    expect(checkPollInterval(undefined, 'visible')).toBe(false);
  });

  it('pauses while the tab is hidden', () => {
    expect(checkPollInterval({ result: 'running' }, 'hidden')).toBe(false);
  });
});
