import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';
import { getGetCurrentUserQueryOptions } from '@/api/generated/endpoints/session/session';
import { setAuthorities, setUserInfo } from '@/lib/storage';

/** How long the server's answer about the current user is trusted before it is asked again. */
const CURRENT_USER_STALE_MS = 5 * 60_000;

/**
 * Refreshes the stored user and authority codes from the server. The screens gate on these codes,
 * and a token may come without them (set by another tool, or a role changed since login).
 * Any failure keeps what login stored: a 102 answer has already ended the session in the client,
 * and a network or server failure must not lock the user out of the console.
 */
export async function loadCurrentUser(queryClient: QueryClient): Promise<void> {
  try {
    const answer = await queryClient.fetchQuery({
      ...getGetCurrentUserQueryOptions(),
      staleTime: CURRENT_USER_STALE_MS,
    });
    setUserInfo(answer.data);
    setAuthorities(answer.data.authorities);
  } catch (error) {
    if (!isApiError(error)) throw error;
  }
}
