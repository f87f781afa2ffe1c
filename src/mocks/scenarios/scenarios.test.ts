import { describe, expect, it } from 'vitest';

import { call, callJson, setupMockServer } from '@/testing/mock-server';

import { GetCurrentUserResponse } from '../../api/generated/zod/session/session.zod';
import { authGuard } from '../auth';
import { createGeneratedHandlers } from '../generated';
import { server } from '../node';
import { emptyAnswer } from './empty';
import { hostileAnswer, hostilePayload } from './hostile';
import { type ScenarioName, scenarios } from './index';
import { transformScenario } from './transform';

setupMockServer();

const withScenario = (name: ScenarioName) => server.use(...scenarios[name]);

const stringsOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
};

describe('scenarios on a session call', () => {
  it('slow: answers normally after 3 s', async () => {
    withScenario('slow');
    const started = Date.now();
    const answer = await callJson('/api/util/enums');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect(answer.code).toBe(0);
  });

  it('server-error: HTTP 500', async () => {
    withScenario('server-error');
    expect((await call('/api/util/enums')).status).toBe(500);
  });

  it('network-down: no response at all', async () => {
    withScenario('network-down');
    await expect(call('/api/util/enums')).rejects.toThrow();
  });

  it('session-expired: 1021 on calls that need a token, the open calls still work', async () => {
    withScenario('session-expired');
    expect(await callJson('/api/util/enums')).toMatchObject({
      code: 1021,
      msg: '登录已失效，请重新登录',
    });
    const captcha = await call('/api/util/genPicCaptcha?key=abcdefgh12', { token: null });
    expect(captcha.headers.get('Content-Type')).toBe('image/png');
    const login = await callJson('/api/user/login', {
      method: 'POST',
      token: null,
      body: {
        username: 'admin',
        password: 'Vdaq@2026',
        captchaKey: 'abcdefgh12',
        captchaCode: '8888',
      },
    });
    expect(login.code).toBe(0);
  });

  it('empty: leaves the session area alone so the account keeps its authority codes', async () => {
    withScenario('empty');
    const answer = await callJson('/api/user/current');
    expect(answer).toMatchObject({ code: 0, data: { username: 'admin' } });
    expect((answer.data as { authorities: string[] }).authorities.length).toBeGreaterThan(10);
  });

  it('hostile: every label carries the payload', async () => {
    withScenario('hostile');
    const answer = await callJson('/api/util/enums');
    const labels = stringsOf(answer.data);
    expect(labels.length).toBeGreaterThan(30);
    labels.forEach((label) => expect(label.endsWith(hostilePayload)).toBe(true));
  });

  it('hostile: payloads stay inside what the contract allows, failures carry them too', async () => {
    withScenario('hostile');
    const answer = await callJson('/api/user/current');
    expect(GetCurrentUserResponse.safeParse(answer).success).toBe(true);
    expect(answer.data).toMatchObject({
      realName: `张伟${hostilePayload}`,
      email: 'zhang.wei@vdaq.cn',
    });
    expect((await callJson('/api/util/enums', { token: null })).msg).toContain(hostilePayload);
  });
});

describe('transforms over generated answers', () => {
  const generatedOnly = [authGuard, ...createGeneratedHandlers()];

  it('empty: every list of a generated answer is empty, within the contract', async () => {
    server.use(transformScenario({ success: emptyAnswer }, generatedOnly));
    const answer = await callJson('/api/user/current');
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ roles: [], authorities: [], userTagIds: [] });
    expect(GetCurrentUserResponse.safeParse(answer).success).toBe(true);
  });

  it('hostile: strings carry the payload unless the contract forbids it there', async () => {
    server.use(transformScenario({ success: hostileAnswer }, generatedOnly));
    const answer = await callJson('/api/user/current');
    expect(GetCurrentUserResponse.safeParse(answer).success).toBe(true);
    const user = answer.data as { username: string; authorities: string[] };
    expect(user.username.endsWith(hostilePayload)).toBe(true);
    user.authorities.forEach((code) => expect(code).not.toContain('<'));
  });

  it('passes binary answers through untouched', async () => {
    server.use(...scenarios.hostile);
    const response = await call('/api/util/genPicCaptcha?key=abcdefgh12', { token: null });
    expect(response.headers.get('Content-Type')).toBe('image/png');
  });
});
