import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';

import type { AuthorityCode, CurrentUser } from '@/api/generated/model';
import { AuthorityCode as allCodes } from '@/api/generated/model';
import { createQueryClient } from '@/api/query-client';
import { setAuthorities, setToken, setUserInfo } from '@/lib/storage';
import { server } from '@/mocks/node';
import { createAppRouter } from '@/router';

export const everyAuthority: readonly AuthorityCode[] = Object.values(allCodes);

export const testUser = (codes: readonly AuthorityCode[], realName = 'Test User'): CurrentUser => ({
  id: 7,
  username: 'tester',
  realName,
  roles: [],
  authorities: [...codes],
  userTagIds: [],
});

/**
 * Stores a session as the login screen would (token, user, authority codes) and makes the mock
 * server answer the current-user call for that same user, as a real backend would.
 */
export function signIn(
  codes: readonly AuthorityCode[] = everyAuthority,
  user: CurrentUser = testUser(codes),
): void {
  setUserInfo(user);
  setAuthorities(codes);
  setToken('test-token');
  server.use(
    http.get('*/api/user/current', () =>
      HttpResponse.json({ code: 0, msg: 'success', data: user }),
    ),
  );
}

/** Renders the real route tree at `path` in a memory history, as its first render leaves it. */
export function mountApp(path: string) {
  // jsdom has no scrolling; the router restores scroll positions on every navigation.
  window.scrollTo = () => undefined;
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ history, queryClient: createQueryClient() });
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, history };
}

/** Renders the real route tree at `path` in a memory history; resolves once it has settled. */
export async function renderApp(path: string) {
  const app = mountApp(path);
  await waitFor(() => expect(app.router.state.status).toBe('idle'));
  return app;
}

/** Resolves once the screen's own code has loaded (the lazy area chunk replaced the pending body). */
export async function screenLoaded(): Promise<void> {
  await waitFor(() => expect(document.querySelector('[data-route-pending]')).toBeNull());
}

/** Resolves once the screen titled `title` shows, its own code loaded. */
export async function screenShown(title: string): Promise<void> {
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  await screenLoaded();
}

/** The titles of the open tabs, in the tab bar's order. */
export const tabNames = (): (string | null)[] =>
  within(screen.getByRole('tablist', { name: '已打开的页面' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

/** Renders the first screen, then opens each of the others in turn: `[path, title]`, each shown. */
export async function openInTurn(
  first: readonly [path: string, title: string],
  ...then: (readonly [path: string, title: string])[]
) {
  const app = await renderApp(first[0]);
  await screenShown(first[1]);
  for (const [href, title] of then) {
    await act(() => app.router.navigate({ href }));
    await screenShown(title);
  }
  return app;
}
