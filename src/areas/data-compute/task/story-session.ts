import { AuthorityCode } from '@/api/generated/model';
import { clearSession, setAuthorities, setToken, setUserInfo } from '@/lib/storage';

/** Stories of the task screens run as the demo administrator, as after a login. */
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
