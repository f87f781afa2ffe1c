import { http, HttpResponse } from 'msw';

import { AuthorityCode } from '@/api/generated/model';
import { clearSession, getUserInfo, setAuthorities, setToken, setUserInfo } from '@/lib/storage';

/**
 * In stories the signed-in user is whoever the story stored (as a login would); the mock backend
 * answers the current-user call with that same user. Without a stored user the normal mock answers.
 */
export const storedUserHandler = http.get('*/api/user/current', () => {
  const user = getUserInfo();
  return user ? HttpResponse.json({ code: 0, msg: 'success', data: user }) : undefined;
});

/** A story runs as the demo administrator, as after a login; the session is cleared afterwards. */
export function storySignIn(): () => void {
  const authorities = Object.values(AuthorityCode);
  setUserInfo({
    id: 1,
    username: 'admin',
    realName: 'Admin',
    roles: [],
    authorities,
    userTagIds: [],
  });
  setAuthorities(authorities);
  setToken('storybook-token');
  return () => clearSession();
}
