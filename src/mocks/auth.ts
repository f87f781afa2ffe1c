import { http } from 'msw';

import type { AuthorityCode } from '../api/generated/model';
import type { OperationMeta } from '../api/generated/operations';
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

/** Every authority code the account's roles grant. */
export const authoritiesOf = (user: UserRecord): AuthorityCode[] => {
  const roles = user.roleIds.map((id) => db.roles.find(id)).filter((role) => role !== undefined);
  return [...new Set(roles.flatMap((role) => role.authorities))];
};

/**
 * Answers 1021 for every call the contract marks as needing a token when the request has none,
 * and 403 无权限 for a call whose authority code the account lacks. It sits in front of all other
 * handlers, so generated handlers of new areas get the rules too.
 */
export const authGuard = http.all('*', ({ request }) => {
  const operation = matchOperation(request);
  if (operation?.auth === 'required' && !bearerToken(request)) {
    return fail(mockErrors.sessionInvalid);
  }
  return refusal(operation, request);
});

/**
 * HTTP 403 无权限 when the signed-in account's roles hold none of the operation's `x-authority`;
 * the call goes no further, so nothing changes. Without a known account the call is left to the
 * other handlers (an operation with an authority always needs a token, which the guard checks).
 */
const refusal = (operation: OperationMeta | undefined, request: Request) => {
  const needed = operation?.authority;
  if (needed === undefined) return undefined;
  const user = requestUser(request);
  const held: readonly string[] = user ? authoritiesOf(user) : [];
  if (!user || needed.some((code) => held.includes(code))) return undefined;
  return fail(mockErrors.forbidden, 403);
};
