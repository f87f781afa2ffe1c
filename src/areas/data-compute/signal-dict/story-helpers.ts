import { AuthorityCode } from '@/api/generated/model';
import { clearSession, setAuthorities, setToken, setUserInfo } from '@/lib/storage';

/** Stores a session as a login would, for stories of whole screens; returns the cleanup. */
export function signInForStory(): () => void {
  const codes = Object.values(AuthorityCode);
  setUserInfo({
    id: 1,
    username: 'admin',
    realName: 'Story Admin',
    roles: [],
    authorities: codes,
    userTagIds: [],
  });
  setAuthorities(codes);
  setToken('storybook-token');
  return () => {
    clearSession();
    localStorage.clear();
  };
}
