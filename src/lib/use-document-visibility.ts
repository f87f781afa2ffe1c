import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void): (() => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};

/** document.visibilityState, re-rendering when the tab is hidden or shown. */
export function useDocumentVisibility(): DocumentVisibilityState {
  return useSyncExternalStore(
    subscribe,
    () => document.visibilityState,
    () => 'visible',
  );
}
