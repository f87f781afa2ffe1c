import { isApiError } from '@/api/errors';

/** The server's (or the catalogue's) text for a failed call, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message !== '' ? error.message : fallback;
}
