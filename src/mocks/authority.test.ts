import { describe, expect, it } from 'vitest';

import { call, callJson, setupMockServer } from '@/testing/mock-server';

import type { LoginResult } from '../api/generated/model';
import { AuthorityCode } from '../api/generated/model';
import { operations } from '../api/generated/operations';
import { db } from './db';
import { demoAccount, demoCaptchaCode, guestAccount } from './demo';

setupMockServer();

/** Signs in through the mock's own login and returns the token it issued. */
const tokenOf = async (account: { username: string; password: string }): Promise<string> => {
  const answer = await callJson('/api/user/login', {
    method: 'POST',
    token: null,
    body: { ...account, captchaKey: 'authority-test-key', captchaCode: demoCaptchaCode },
  });
  return (answer.data as LoginResult).token;
};

const deviceIds = async (token: string): Promise<number[]> => {
  const answer = await callJson('/api/device/list?pageNo=1&pageSize=1000', { token });
  return (answer.data as { list: { id: number }[] }).list.map((device) => device.id);
};

describe('the mock checks each call’s x-authority', () => {
  it('refuses a device delete by 访客 with 403 无权限 and keeps the device', async () => {
    const token = await tokenOf(guestAccount);
    const [id] = await deviceIds(token);
    if (id === undefined) throw new Error('no device seeded');
    const response = await call('/api/device/delete', {
      method: 'POST',
      token,
      body: { ids: [id] },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 1403, msg: '无权限', data: null });
    expect(await deviceIds(token)).toContain(id);
    expect(db.devices.find(id)).toBeDefined();
  });

  it('lets an account holding device:delete delete the device', async () => {
    const token = await tokenOf(demoAccount);
    const [id] = await deviceIds(token);
    if (id === undefined) throw new Error('no device seeded');
    const response = await call('/api/device/delete', {
      method: 'POST',
      token,
      body: { ids: [id] },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: 0 });
    expect(await deviceIds(token)).not.toContain(id);
  });

  it('lets 访客 read its screens but not change master data', async () => {
    const token = await tokenOf(guestAccount);
    expect((await callJson('/api/vehicle/list?pageNo=1&pageSize=10', { token })).code).toBe(0);
    const refused = await call('/api/vehicle/save', { method: 'POST', token, body: {} });
    expect(refused.status).toBe(403);
  });

  it('names an authority code on every call that changes data', () => {
    const open = operations.filter(
      (op) => !op.safe && op.tag !== 'session' && op.authority === undefined,
    );
    expect(open.map((op) => op.operationId)).toEqual([]);
  });

  it('names only codes the contract knows', () => {
    const known = new Set<string>(Object.values(AuthorityCode));
    const unknown = operations.flatMap((op) =>
      (op.authority ?? [])
        .filter((code) => !known.has(code))
        .map((code) => `${op.operationId}: ${code}`),
    );
    expect(unknown).toEqual([]);
  });
});
