import { render, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import type { AuthorityCode } from '@/api/generated/model';
import { AuthorityCode as allCodes } from '@/api/generated/model';
import { createQueryClient } from '@/api/query-client';
import { setAuthorities, setToken } from '@/lib/storage';
import { createAppRouter } from '@/router';

export const everyAuthority: readonly AuthorityCode[] = Object.values(allCodes);

/** Stores a session as the login screen would (token and authority codes). */
export function signIn(codes: readonly AuthorityCode[] = everyAuthority): void {
  setAuthorities(codes);
  setToken('test-token');
}

/** Renders the real route tree at `path` in a memory history; resolves once it has settled. */
export async function renderApp(path: string) {
  // jsdom has no scrolling; the router restores scroll positions on every navigation.
  window.scrollTo = () => undefined;
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ history, queryClient: createQueryClient() });
  const view = render(<RouterProvider router={router} />);
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return { ...view, router, history };
}
