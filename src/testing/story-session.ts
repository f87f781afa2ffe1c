import { http, HttpResponse } from 'msw';
import { getUserInfo } from '@/lib/storage';

/**
 * In stories the signed-in user is whoever the story stored (as a login would); the mock backend
 * answers the current-user call with that same user. Without a stored user the normal mock answers.
 */
export const storedUserHandler = http.get('*/api/user/current', () => {
  const user = getUserInfo();
  return user ? HttpResponse.json({ code: 0, msg: 'success', data: user }) : undefined;
});
