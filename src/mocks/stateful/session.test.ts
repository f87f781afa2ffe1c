import { describe, expect, it } from 'vitest';

import { call, callJson, setupMockServer } from '@/testing/mock-server';

import type { CurrentUser, LoginResult } from '../../api/generated/model';
import { AuthorityCode } from '../../api/generated/model';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '../captcha/render';
import { db } from '../db';
import { demoAccount, demoCaptchaCode, guestAccount } from '../demo';

setupMockServer();

const KEY = '6f1c2e9a-4b7d-4c1e';

const login = (body: Record<string, string>) =>
  callJson('/api/user/login', {
    method: 'POST',
    token: null,
    body: { ...demoAccount, captchaKey: KEY, captchaCode: demoCaptchaCode, ...body },
  });

const readU32 = (bytes: Uint8Array, at: number): number =>
  new DataView(bytes.buffer, bytes.byteOffset).getUint32(at);

describe('session handlers', () => {
  it('logs the demo account in with every authority code', async () => {
    const answer = await login({});
    expect(answer.code).toBe(0);
    const result = answer.data as LoginResult;
    expect(result.token).not.toBe('');
    expect(result.user.username).toBe('admin');
    expect([...result.user.authorities].sort()).toEqual(Object.values(AuthorityCode).sort());
  });

  it('refuses a wrong password and a wrong captcha with a Chinese message', async () => {
    expect(await login({ password: 'wrong' })).toMatchObject({
      code: 1001,
      msg: '用户名或密码错误',
    });
    await call(`/api/util/genPicCaptcha?key=${KEY}`, { token: null });
    expect(await login({ captchaCode: 'ZZZZ' })).toMatchObject({ code: 1002, msg: '验证码错误' });
    // A login attempt uses the captcha up, as a real server does.
    expect(await login({ captchaCode: 'ZZZZ' })).toMatchObject({ code: 1003 });
  });

  it('serves a PNG captcha whose code is in the store and accepted at login', async () => {
    const response = await call(`/api/util/genPicCaptcha?key=${KEY}`, { token: null });
    expect(response.headers.get('Content-Type')).toBe('image/png');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(String.fromCharCode(...bytes.slice(12, 16))).toBe('IHDR');
    expect([readU32(bytes, 16), readU32(bytes, 20)]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    const code = db.captchas.get(KEY) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{4}$/);
    const verify = await callJson('/api/util/verifyPicCaptcha', {
      method: 'POST',
      token: null,
      body: { key: KEY, code },
    });
    expect(verify.data).toEqual({ valid: true });
    expect((await login({ captchaCode: code.toLowerCase() })).code).toBe(0);
  });

  it('takes any non-empty bearer token as the demo administrator', async () => {
    const answer = await callJson('/api/user/current', { token: 'whatever-token' });
    expect(answer.code).toBe(0);
    expect((answer.data as CurrentUser).username).toBe('admin');
  });

  it('knows the account behind a token it issued', async () => {
    const { data } = await login(guestAccount);
    const answer = await callJson('/api/user/current', { token: (data as LoginResult).token });
    expect((answer.data as CurrentUser).username).toBe('guest');
    expect((answer.data as CurrentUser).authorities).not.toContain('device:delete');
  });

  it('answers 1021 when a call that needs a token has none', async () => {
    for (const path of ['/api/user/current', '/api/util/enums']) {
      expect(await callJson(path, { token: null })).toMatchObject({
        code: 1021,
        msg: '登录已失效，请重新登录',
      });
    }
  });

  it('delivers every enumeration with labels', async () => {
    const answer = await callJson('/api/util/enums');
    const enums = answer.data as Record<string, Record<string, string>>;
    expect(Object.keys(enums)).toHaveLength(16);
    expect(enums.port_type?.['3']).toBe('串口');
  });

  it('changes the password and checks the rules', async () => {
    const change = (oldPassword: string, newPassword: string) =>
      callJson('/api/user/changePasswd', { method: 'POST', body: { oldPassword, newPassword } });
    expect((await change('bad', 'Vdaq#2027x')).code).toBe(1006);
    expect((await change(demoAccount.password, demoAccount.password)).code).toBe(1007);
    expect((await change(demoAccount.password, 'short')).code).toBe(1008);
    expect((await change(demoAccount.password, 'Vdaq#2027x')).code).toBe(0);
    expect((await login({})).code).toBe(1001);
    expect((await login({ password: 'Vdaq#2027x' })).code).toBe(0);
  });

  it('resets a password to the masked contact without a token', async () => {
    const reset = (username: string) =>
      callJson('/api/user/resetPasswd', {
        method: 'POST',
        token: null,
        body: { username, captchaKey: KEY, captchaCode: demoCaptchaCode },
      });
    expect(await reset('admin')).toMatchObject({
      code: 0,
      data: { maskedContact: 'z***@vdaq.cn' },
    });
    expect((await reset('nobody')).code).toBe(1004);
  });
});
