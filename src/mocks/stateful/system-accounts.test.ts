import { describe, expect, it } from 'vitest';

import { callJson, setupMockServer } from '@/testing/mock-server';

import type { LoginResult, OperationLog } from '../../api/generated/model';
import { db } from '../db';
import { demoCaptchaCode } from '../demo';

setupMockServer();

const login = (username: string, password: string) =>
  callJson('/api/user/login', {
    method: 'POST',
    token: null,
    body: { username, password, captchaKey: 'k-12345678', captchaCode: demoCaptchaCode },
  });

const lastLog = (): OperationLog | undefined =>
  db.operationLogs.all().sort((a, b) => b.id - a.id)[0];

describe('account management in the mock', () => {
  it('never disables or deletes the signed-in account, and logs the refusal', async () => {
    const signedIn = (await login('admin', 'Vdaq@2026')).data as LoginResult;
    const token = signedIn.token;
    for (const call of ['disable', 'delete']) {
      const answer = await callJson(`/api/account/${call}`, {
        method: 'POST',
        token,
        body: { ids: [signedIn.user.id, 3] },
      });
      expect(answer).toMatchObject({ code: 1414, msg: '不能停用或删除当前登录的账号' });
      expect(lastLog()).toMatchObject({ username: 'admin', result: 'failure' });
    }
    expect(db.users.find(signedIn.user.id)?.enabled).toBe(true);
    expect(db.users.find(3)).toBeDefined();
  });

  it('lets a new account sign in with its password and its roles’ codes', async () => {
    const saved = await callJson('/api/account/save', {
      method: 'POST',
      body: {
        username: 'analyst01',
        realName: '王分析',
        password: 'Analyst#2026',
        roleIds: [3],
        userTagIds: [],
        status: 'enabled',
      },
    });
    expect(saved.code).toBe(0);
    expect(lastLog()).toMatchObject({ action: 'create', target: '账号 analyst01' });
    const answer = await login('analyst01', 'Analyst#2026');
    expect(answer.code).toBe(0);
    const codes = (answer.data as LoginResult).user.authorities;
    expect(codes).toContain('dashboard:view');
    expect(codes.some((code) => code.startsWith('system:'))).toBe(false);
  });

  it('refuses a weak initial password and a role still held, naming how many hold it', async () => {
    const weak = await callJson('/api/account/save', {
      method: 'POST',
      body: {
        username: 'weak01',
        realName: '弱',
        password: 'abcdefgh',
        roleIds: [3],
        userTagIds: [],
        status: 'enabled',
      },
    });
    expect(weak.code).not.toBe(0);
    const holders = db.users.filter((u) => u.roleIds.includes(4)).length;
    const refused = await callJson('/api/role/delete', { method: 'POST', body: { ids: [4] } });
    expect(refused.msg).toBe(`角色「访客」仍有 ${holders} 个账号使用，不能删除`);
  });
});
