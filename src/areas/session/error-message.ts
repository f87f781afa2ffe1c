import { failureText } from '@/api/errors';

/** The server's (or the catalogue's) text for a failed call, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return failureText(error, fallback) || fallback;
}
