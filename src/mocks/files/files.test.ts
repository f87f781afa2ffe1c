import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { call, callJson, setupMockServer } from '@/testing/mock-server';

import { operations } from '../../api/generated/operations';
import { db } from '../db';
import { nonJsonMediaTypes } from './media-types';

setupMockServer();

const BUNDLE = 'build/openapi.bundled.json';

interface Bundle {
  paths: Record<
    string,
    Record<
      string,
      { operationId?: string; responses?: Record<string, { content?: Record<string, unknown> }> }
    >
  >;
}

describe('media types of the non-JSON calls', () => {
  it('has one entry per non-JSON operation, agreeing with responseKind', () => {
    const nonJson = operations.filter((op) => op.responseKind !== 'json');
    expect(Object.keys(nonJsonMediaTypes).sort()).toEqual(
      nonJson.map((op) => op.operationId).sort(),
    );
    for (const op of nonJson)
      expect(nonJsonMediaTypes[op.operationId]?.startsWith('text/')).toBe(
        op.responseKind === 'text',
      );
  });

  it.skipIf(!existsSync(BUNDLE))('matches the success media types of the bundled contract', () => {
    const doc = JSON.parse(readFileSync(BUNDLE, 'utf8')) as Bundle;
    const declared = Object.values(doc.paths)
      .flatMap((item) => Object.values(item))
      .flatMap((op) => {
        const types = Object.keys(op.responses?.['200']?.content ?? {});
        return types.length > 0 && !types.some((t) => t.includes('json'))
          ? [[op.operationId, types[0]]]
          : [];
      });
    expect(Object.fromEntries(declared)).toEqual(nonJsonMediaTypes);
  });
});

describe('non-JSON answers', () => {
  it('exports test checks as CSV with a BOM, a Chinese header and the store cars', async () => {
    const response = await call('/api/testCheck/list2csv');
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toContain(
      "filename*=UTF-8''%E8%AF%95%E9%AA%8C",
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split('\r\n');
    expect(lines[0]).toBe('检查日期,VIN,车牌,车队,结论,检查项,通过,警告,失败,检查时间,备注');
    const assigned = db.vehicles.filter((v) => v.carTeamId !== null);
    expect(lines).toHaveLength(assigned.length + 1);
    expect(lines[1]).toContain(assigned[0]?.vin);
  });

  it('narrows the marker CSV by VIN', async () => {
    const vin = db.vehicles.all()[0]?.vin ?? '';
    const text = await (
      await call(`/zd-proxy/api/trace/marker/rule_rcd/list2csv?vin=${vin}`)
    ).text();
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('记录ID,规则,VIN,车牌,端口,命中时间,信号,信号值,状态,备注');
    const vins = lines.slice(1).map((line) => line.split(',')[2]);
    expect(vins.length).toBe(db.markerRecords.filter((r) => r.vin === vin).length);
    expect(vins.length).toBeGreaterThan(0);
    expect(new Set(vins)).toEqual(new Set([vin]));
  });

  it('serves firmware as deterministic bytes under its file name', async () => {
    const firmware = db.firmware.all()[0];
    const first = await call(`/api/firmware/download?id=${String(firmware?.id)}`);
    expect(first.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(first.headers.get('Content-Disposition')).toContain(
      `filename="${firmware?.fileName ?? ''}"`,
    );
    const again = await call(`/api/firmware/download?id=${String(firmware?.id)}`);
    const [a, b] = [
      new Uint8Array(await first.arrayBuffer()),
      new Uint8Array(await again.arrayBuffer()),
    ];
    expect(a.length).toBeGreaterThan(0);
    expect(a).toEqual(b);
    expect((await callJson('/api/firmware/download?id=99999')).code).toBe(1404);
  });

  it('serves a job as a valid empty zip and its files as bytes', async () => {
    const job = db.downloadJobs.all()[0];
    const zip = await call(`/api/download/job/zip?id=${String(job?.id)}`);
    expect(zip.headers.get('Content-Type')).toBe('application/zip');
    const bytes = new Uint8Array(await zip.arrayBuffer());
    expect(bytes).toHaveLength(22);
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x05, 0x06]);
    const file = job?.files[0];
    const one = await call(
      `/api/download/job/file?jobId=${String(job?.id)}&fileId=${String(file?.id)}`,
    );
    expect(one.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(one.headers.get('Content-Disposition')).toContain(file?.name ?? '-');
  });
});
