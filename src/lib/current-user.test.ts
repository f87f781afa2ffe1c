import { QueryClient } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { AuthorityCode } from '@/api/generated/model';
import { getAuthorities } from '@/lib/authority';
import { clearSession, getUserInfo, setAuthorities, setToken, setUserInfo } from '@/lib/storage';
import { server } from '@/mocks/node';
import { setupMockServer } from '@/testing/mock-server';

import { loadCurrentUser } from './current-user';

setupMockServer();
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('loadCurrentUser', () => {
  it('stores the user and every authority code the server grants a bare token', async () => {
    setToken('token-from-elsewhere');
    await loadCurrentUser(newClient());
    expect(getUserInfo()?.username).toBe('admin');
    expect([...getAuthorities()].sort()).toEqual(Object.values(AuthorityCode).sort());
  });

  it('asks the server once while its answer is fresh', async () => {
    setToken('token');
    const client = newClient();
    const seen = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/user/current')) seen();
    });
    await loadCurrentUser(client);
    await loadCurrentUser(client);
    server.events.removeAllListeners();
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('writes a cached answer to storage once, however many screens are opened on it', async () => {
    setToken('token');
    const client = newClient();
    await loadCurrentUser(client);
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    await loadCurrentUser(client);
    await loadCurrentUser(client);
    expect(writes).not.toHaveBeenCalled();
    await client.invalidateQueries();
    await loadCurrentUser(client);
    expect(writes.mock.calls.map(([key]) => key).sort()).toEqual(['authority_codes', 'user_info']);
  });

  it('drops an answer that arrives after the session it was asked for has ended', async () => {
    setToken('first');
    let answered = (): void => undefined;
    const asked = new Promise<void>((resolve) => {
      answered = resolve;
    });
    server.use(
      http.get('*/api/user/current', async () => {
        answered();
        await delay(50);
        return undefined;
      }),
    );
    const loading = loadCurrentUser(newClient());
    await asked;
    clearSession();
    setToken('second');
    setUserInfo({
      id: 7,
      username: 'tester',
      realName: 'Tester',
      roles: [],
      authorities: [],
      userTagIds: [],
    });
    setAuthorities(['download:view']);
    await loading;
    expect(getUserInfo()?.username).toBe('tester');
    expect(getAuthorities()).toEqual(['download:view']);
  });

  it('keeps what login stored when the server fails', async () => {
    setToken('token');
    setAuthorities(['download:view']);
    server.use(http.get('*/api/user/current', () => new HttpResponse(null, { status: 500 })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await loadCurrentUser(newClient());
    expect(getAuthorities()).toEqual(['download:view']);
  });
});
