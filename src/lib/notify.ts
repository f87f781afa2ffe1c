export type ToastKind = 'error' | 'success' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  durationMs: number;
}

export interface NotifyInput {
  kind: ToastKind;
  message: string;
  durationMs?: number;
}

/** The catalogue's error toast lasts 3 s; other toasts follow the same rhythm. */
export const DEFAULT_TOAST_MS = 3000;

const listeners = new Set<(toast: Toast) => void>();
const shownAt = new Map<string, number>();
let nextId = 1;

/**
 * Toasts raised while no toaster listens: the first calls of a cold start fail before the page
 * has rendered one. The next toaster to subscribe shows them; a few are enough to tell the cause.
 */
const waiting: Toast[] = [];
const MAX_WAITING = 5;

export const subscribeNotifications = (listener: (toast: Toast) => void): (() => void) => {
  listeners.add(listener);
  for (const toast of waiting.splice(0)) listener(toast);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * Forgets toasts no toaster has shown and when each message was last shown, so every test starts
 * afresh: otherwise a message an earlier test raised within 3 s silences the same message.
 */
export const forgetNotifications = (): void => {
  waiting.length = 0;
  shownAt.clear();
};

export const notify = ({ kind, message, durationMs = DEFAULT_TOAST_MS }: NotifyInput): void => {
  // Many requests failing together (network down) must not stack identical toasts.
  const key = `${kind}\u0000${message}`;
  const now = Date.now();
  const last = shownAt.get(key);
  if (last !== undefined && now >= last && now - last < durationMs) return;
  shownAt.set(key, now);
  const toast: Toast = { id: nextId++, kind, message, durationMs };
  if (listeners.size === 0) {
    waiting.push(toast);
    if (waiting.length > MAX_WAITING) waiting.shift();
    return;
  }
  for (const listener of [...listeners]) listener(toast);
};
