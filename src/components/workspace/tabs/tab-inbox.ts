import type { Visit } from './tabs-model';

/** What the shell tells the tab bar: a screen shown, or a key's command (Alt+W, Alt+Shift+W). */
export type TabMessage = { kind: 'visit'; visit: Visit } | { kind: 'close' } | { kind: 'reopen' };

type Handler = (message: TabMessage) => void;

let handler: Handler | null = null;
const waiting: TabMessage[] = [];
let lastVisit: Visit | null = null;

/**
 * Tells the tab bar. Its code loads once the page is idle: what happens before (the screens shown,
 * a key pressed) waits, in order, and reaches the bar when it arrives.
 */
export function postToTabs(message: TabMessage): void {
  if (message.kind === 'visit') lastVisit = message.visit;
  if (handler) handler(message);
  else waiting.push(message);
}

/**
 * The tab bar takes the messages while it is mounted, the waiting ones first. A bar mounted again
 * (another user's) without a waiting visit hears the screen on show.
 */
export function receiveTabMessages(next: Handler): () => void {
  handler = next;
  const messages = waiting.splice(0);
  if (lastVisit && !messages.some((message) => message.kind === 'visit')) {
    messages.unshift({ kind: 'visit', visit: lastVisit });
  }
  for (const message of messages) next(message);
  return () => {
    if (handler === next) handler = null;
  };
}

/** Forgets what waits and the screen on show (the shell leaves: a logout). */
export function clearTabInbox(): void {
  waiting.length = 0;
  lastVisit = null;
}
