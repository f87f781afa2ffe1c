import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A system colour scheme the test switches, as matchMedia reports it (undo with
 * `vi.unstubAllGlobals()`).
 */
export function fakeSystemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    set(next: boolean) {
      dark = next;
      act(() => listeners.forEach((listener) => listener()));
    },
    listening: () => listeners.size,
  };
}
