import { type DefaultBodyType, HttpResponse } from 'msw';

import { saveAccountBodyLimits } from '../../api/generated/limits';
import type { CurrentUser, LoginResult } from '../../api/generated/model';
import { authoritiesOf, bearerToken, requestUser } from '../auth';
import { captchaAlphabet } from '../captcha/font';
import { renderCaptcha } from '../captcha/render';
import { db, type UserRecord } from '../db';
import { enumLabels } from '../db/enums';
import { demoCaptchaCode, mockErrors } from '../demo';
import { type BusinessError, fail, ok, readJson, str } from '../respond';
import { http } from '../typed-http';
import { logOperation, requestSummary } from './log';

const CAPTCHA_LENGTH = 4;

export const toCurrentUser = (user: UserRecord): CurrentUser => {
  const roles = user.roleIds.map((id) => db.roles.find(id)).filter((role) => role !== undefined);
  const authorities = authoritiesOf(user);
  return {
    id: user.id,
    username: user.username,
    realName: user.realName,
    email: user.email,
    phone: user.phone,
    roles: roles.map((role) => ({ id: role.id, name: role.name })),
    authorities,
    userTagIds: user.userTagIds,
    lastLoginAt: user.lastLoginAt,
  };
};

/** Makes (or replaces) the code behind a captcha key; tests read it back from db.captchas. */
export const issueCaptcha = (key: string): string => {
  const code = Array.from({ length: CAPTCHA_LENGTH }, () =>
    db.random.pick([...captchaAlphabet]),
  ).join('');
  db.captchas.set(key, code);
  return code;
};

/** Checks a captcha answer; login and reset use a code once, whatever the outcome. */
const checkCaptcha = (key: string, answer: string, consume: boolean): BusinessError | undefined => {
  if (answer === demoCaptchaCode) return undefined;
  const expected = db.captchas.get(key);
  if (consume) db.captchas.delete(key);
  if (expected === undefined) return mockErrors.captchaExpired;
  return expected.toUpperCase() === answer.trim().toUpperCase() ? undefined : mockErrors.badCaptcha;
};

const maskContact = (user: UserRecord): string => {
  if (user.email) {
    const [name = '', domain = ''] = user.email.split('@');
    return `${name.slice(0, 1)}***@${domain}`;
  }
  return user.phone ? `${user.phone.slice(0, 3)}****${user.phone.slice(-4)}` : '';
};

/** saveAccount's password and resetAccountPassword's newPassword: the same length, three kinds. */
export const strongEnough = (password: string): boolean => {
  const { minLength, maxLength } = saveAccountBodyLimits.password;
  const classes = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) =>
    re.test(password),
  ).length;
  return password.length >= minLength && password.length <= maxLength && classes >= 3;
};

export const sessionHandlers = [
  http.get('/api/util/genPicCaptcha', ({ query }) => {
    const key = query.get('key') ?? '';
    if (!/^[A-Za-z0-9-]{8,64}$/.test(key)) return fail(mockErrors.badRequest);
    const png = renderCaptcha(issueCaptcha(key), db.random);
    return new HttpResponse<DefaultBodyType>(png, {
      headers: { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' },
    });
  }),

  http.post('/api/util/verifyPicCaptcha', async ({ request }) => {
    const body = await readJson(request);
    return ok({ valid: checkCaptcha(str(body, 'key'), str(body, 'code'), false) === undefined });
  }),

  http.post('/api/user/login', async ({ request }) => {
    const body = await readJson(request);
    const captchaError = checkCaptcha(str(body, 'captchaKey'), str(body, 'captchaCode'), true);
    if (captchaError) return fail(captchaError);
    const username = str(body, 'username');
    const user = db.users.findBy((u) => u.username === username);
    // Sign-ins are in 操作日志 too, refused ones with their reason.
    const audit = (refused?: BusinessError) =>
      logOperation(username, 'login', '登录系统', {
        request: requestSummary(request, { username }),
        result: refused ? 'failure' : 'success',
        message: refused?.msg ?? null,
      });
    if (!user || user.password !== str(body, 'password')) {
      audit(mockErrors.badCredentials);
      return fail(mockErrors.badCredentials);
    }
    if (!user.enabled) {
      audit(mockErrors.accountDisabled);
      return fail(mockErrors.accountDisabled);
    }
    audit();
    const token = `mock.${user.id}.${db.random.int(100000, 999999)}`;
    db.tokens.set(token, user.id);
    const updated = db.users.update(user.id, { lastLoginAt: new Date().toISOString() }) ?? user;
    const result: LoginResult = { token, user: toCurrentUser(updated) };
    return ok(result);
  }),

  http.post('/api/user/logout', ({ request }) => {
    const token = bearerToken(request);
    if (token) db.tokens.delete(token);
    return ok(true);
  }),

  http.get('/api/user/current', ({ request }) => {
    const user = requestUser(request);
    return user ? ok(toCurrentUser(user)) : fail(mockErrors.sessionInvalid);
  }),

  http.post('/api/user/changePasswd', async ({ request }) => {
    const user = requestUser(request);
    if (!user) return fail(mockErrors.sessionInvalid);
    const body = await readJson(request);
    const oldPassword = str(body, 'oldPassword');
    const newPassword = str(body, 'newPassword');
    if (oldPassword !== user.password) return fail(mockErrors.wrongOldPassword);
    if (newPassword === oldPassword) return fail(mockErrors.samePassword);
    if (!strongEnough(newPassword)) return fail(mockErrors.weakPassword);
    db.users.update(user.id, { password: newPassword });
    return ok(true);
  }),

  http.post('/api/user/resetPasswd', async ({ request }) => {
    const body = await readJson(request);
    const captchaError = checkCaptcha(str(body, 'captchaKey'), str(body, 'captchaCode'), true);
    if (captchaError) return fail(captchaError);
    const user = db.users.findBy((u) => u.username === str(body, 'username'));
    return user ? ok({ maskedContact: maskContact(user) }) : fail(mockErrors.unknownUser);
  }),

  http.get('/api/util/enums', () => ok(enumLabels)),
];
