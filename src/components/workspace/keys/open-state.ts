import { useSyncExternalStore } from 'react';

/** Whether a workspace dialog is open, shared by the key handler and the buttons that open it. */
export interface OpenState {
  open: () => void;
  close: () => void;
  setOpen: (open: boolean) => void;
  isOpen: () => boolean;
  subscribe: (listener: () => void) => () => void;
}

export function createOpenState(): OpenState {
  let value = false;
  const listeners = new Set<() => void>();
  const setOpen = (next: boolean) => {
    if (next === value) return;
    value = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    open: () => setOpen(true),
    close: () => setOpen(false),
    setOpen,
    isOpen: () => value,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const useOpenState = (state: OpenState): boolean =>
  useSyncExternalStore(state.subscribe, state.isOpen, state.isOpen);

/** The command palette. */
export const paletteOpen = createOpenState();
/** The list of keys. */
export const keyListOpen = createOpenState();
