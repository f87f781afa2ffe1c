import { http } from 'msw';
import { db, type UserRecord } from './db';
import { mockErrors } from './demo';
import { matchOperation } from './operation-match';
import { fail } from './respond';

export const bearerToken = (request: Request): string | null => {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  const token = match?.[1]?.trim();
  return token ? token : null;
};

const ADMIN_ID = 1;

/**
 * The account a token stands for: the one that logged in for tokens the mock issued, the demo
 * administrator for any other non-empty token (so any screen can be opened with any token).
 */
export const userForToken = (token: string | null): UserRecord | undefined => {
  if (!token) return undefined;
  const userId = db.tokens.get(token) ?? ADMIN_ID;
  return db.users.find(userId) ?? db.users.find(ADMIN_ID);
};

export const requestUser = (request: Request): UserRecord | undefined =>
  userForToken(bearerToken(request));

/**
 * Answers 1021 for every call the contract marks as needing a token when the request has none.
 * It sits in front of all other handlers, so generated handlers of new areas get the rule too.
 */
export const authGuard = http.all('*', ({ request }) => {
  if (matchOperation(request)?.auth !== 'required') return undefined;
  return bearerToken(request) ? undefined : fail(mockErrors.sessionInvalid);
});
