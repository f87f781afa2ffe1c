import { afterEach, describe, expect, it } from 'vitest';

import { createAppHashHistory } from './hash-history';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('createAppHashHistory', () => {
  it('reads the route and its search from the hash only', () => {
    window.history.replaceState(
      null,
      '',
      '/?scenario=session-expired#/login?redirect=%2Fdownload&expired=1',
    );
    const { location } = createAppHashHistory();
    expect(location.pathname).toBe('/login');
    expect(location.search).toBe('?redirect=%2Fdownload&expired=1');
  });

  it('keeps the query before the # when it navigates', () => {
    window.history.replaceState(null, '', '/?scenario=slow#/download');
    const history = createAppHashHistory();
    history.push('/dashboard?month=2026-11');
    history.flush();
    expect(window.location.search).toBe('?scenario=slow');
    expect(window.location.hash).toBe('#/dashboard?month=2026-11');
    expect(history.location.pathname).toBe('/dashboard');
  });

  it('treats an empty hash as the root path', () => {
    window.history.replaceState(null, '', '/');
    expect(createAppHashHistory().location.pathname).toBe('/');
  });
});
