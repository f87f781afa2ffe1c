// @vitest-environment node
// Node's own Blob and FormData: jsdom's Blob does not survive undici's multipart encoding.
import { describe, expect, it } from 'vitest';

import { setupMockServer } from '@/testing/mock-server';

import { get, listOf, post } from './checked-call';

setupMockServer();

describe('firmware upload', () => {
  it('uploads firmware as multipart and lists it', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(4096)]), 'vd3000-main-v3.2.0.bin');
    for (const [key, value] of Object.entries({
      name: 'VD-3000 主控固件',
      version: 'V3.2.0',
      model_number: '2',
      upgrade_obj: '0',
    }))
      form.append(key, value);
    const response = await fetch('http://localhost/api/firmware/upload', {
      method: 'POST',
      body: form,
      headers: { Authorization: 'Bearer t' },
    });
    const answer = (await response.json()) as {
      code: number;
      data: { id: number; fileSize: number };
    };
    expect(answer).toMatchObject({ code: 0, data: { fileSize: 4096 } });
    expect((await listOf('/api/firmware/list?keyword=V3.2.0')).list.map((f) => f.id)).toEqual([
      answer.data.id,
    ]);
    expect((await post('/api/firmware/delete', { ids: [answer.data.id] })).code).toBe(0);
    expect((await get(`/api/firmware/detail?id=${answer.data.id}`)).code).toBe(1404);
  });
});
