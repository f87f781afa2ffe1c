import type { QueryClient } from '@tanstack/react-query';

import { type ApiError, isApiError } from '@/api/errors';
import { getGetCurrentUserQueryOptions } from '@/api/generated/endpoints/session/session';
import { notify } from '@/lib/notify';
import { getSessionEpoch, hasStoredAuthorities, setAuthorities, setUserInfo } from '@/lib/storage';

/** How long the server's answer about the current user is trusted before it is asked again. */
const CURRENT_USER_STALE_MS = 5 * 60_000;

/** The answer last stored: every navigation asks again, and a cached answer is not written twice. */
let storedAnswer: unknown = null;

/**
 * The current user could not be loaded and nothing stored says what they may open: the screens
 * can be neither shown nor refused until the server answers.
 */
export class CurrentUserUnavailableError extends Error {
  override readonly cause: ApiError;

  constructor(cause: ApiError) {
    super(cause.message);
    this.name = 'CurrentUserUnavailableError';
    this.cause = cause;
  }
}

export const isCurrentUserUnavailable = (error: unknown): error is CurrentUserUnavailableError =>
  error instanceof CurrentUserUnavailableError;

/**
 * Refreshes the stored user and authority codes from the server. The screens gate on these codes,
 * and a token may come without them (set by another tool, or a role changed since login).
 * A failure keeps what login stored, so a server that is down does not lock a signed-in user out;
 * with no stored codes it throws CurrentUserUnavailableError, because refusing every screen would
 * claim the user lacks rights when nothing is known. A 102 answer has already ended the session.
 */
export async function loadCurrentUser(queryClient: QueryClient): Promise<void> {
  const epoch = getSessionEpoch();
  try {
    const answer = await queryClient.fetchQuery({
      ...getGetCurrentUserQueryOptions(),
      staleTime: CURRENT_USER_STALE_MS,
      // No second try: the whole console waits on this call, and a failure already has its answer
      // (the stored codes, or the screen that offers a retry), which a delayed repeat only holds up.
      retry: false,
    });
    // Signed out (or in as someone else) while the answer was on its way: it is not this session's.
    if (answer === storedAnswer || getSessionEpoch() !== epoch) return;
    setUserInfo(answer.data);
    setAuthorities(answer.data.authorities);
    storedAnswer = answer;
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (getSessionEpoch() !== epoch) return;
    if (error.kind === 'session' || hasStoredAuthorities()) return;
    // Said at once as well: a cold start raises it before any toaster is mounted (notify keeps it).
    notify({ kind: 'error', message: error.message });
    throw new CurrentUserUnavailableError(error);
  }
}
