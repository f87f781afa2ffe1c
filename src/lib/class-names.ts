import { type ClassValue, clsx } from 'clsx';

type ClassMerger = (classes: string) => string;

let merge: ClassMerger | undefined;

/**
 * Joins class names; once the class-name merger is in place (src/lib/class-merger.ts), later
 * Tailwind utilities override conflicting earlier ones. The merger and its tables are most of a
 * login screen's worth of code, so it comes with the signed-in shell and with the lazily loaded
 * parts of the login screen: until then classes are only joined, and the screens shown before it
 * (login, the start-up frame, route errors, toasts) pass no conflicting utilities, which
 * src/routes/-pre-shell-classes.test.tsx checks.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  return merge ? merge(joined) : joined;
}

/** Puts the class-name merger in place (src/lib/class-merger.ts); tests may take it away. */
export function setClassMerger(merger: ClassMerger | undefined): void {
  merge = merger;
}
