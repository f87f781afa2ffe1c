import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { type DecoderCommand, OFF_THREAD_BYTES, serveDecoder } from '@/api/decode-off-thread';
import { createQueryClient } from '@/api/query-client';
import { decodeGpsForTransfer } from '@/components/gps/gps-decode';
import type * as PrepareModule from '@/components/gps/prepare';
import { prepareTraces } from '@/components/gps/prepare';
import { setToken } from '@/lib/storage';
import { server } from '@/mocks/node';
import { gpsCar } from '@/testing/gps-traces';
import { setupMockServer } from '@/testing/mock-server';

import { resolveFilters } from '../filters';
import { GpsCard } from './gps-card';

// The real preparation, counted: for a large answer it must run in the worker only.
vi.mock('@/components/gps/prepare', async (importOriginal) => {
  const actual = await importOriginal<typeof PrepareModule>();
  return { ...actual, prepareTraces: vi.fn(actual.prepareTraces) };
});

setupMockServer();

const LARGE = [gpsCar(301, '沪A12345', 8), gpsCar(302, '沪AD36581', 5)];

const answerWith = (text: string) =>
  server.use(
    http.post('*/api/out/gps/getTrace', () =>
      HttpResponse.text(text, { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
const answer = (data: unknown) => JSON.stringify({ code: 0, msg: 'success', data });

/**
 * A module worker as the browser runs one: it runs what gps-decode.worker.ts runs (it sends the call
 * itself, or is handed an answer's bytes), every message going through a structured clone with its
 * transfer list, as postMessage does.
 */
let workers = 0;
let preparedInWorker = 0;
let crash = false;
class FakeWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  private readonly serve = serveDecoder(
    (text) => {
      const before = vi.mocked(prepareTraces).mock.calls.length;
      const result = decodeGpsForTransfer(text);
      preparedInWorker += vi.mocked(prepareTraces).mock.calls.length - before;
      return result;
    },
    (message, transfer) => {
      const data: unknown = structuredClone(message, { transfer });
      this.onmessage?.(new MessageEvent('message', { data }));
    },
  );
  constructor() {
    workers += 1;
  }
  postMessage(command: DecoderCommand, transfer: Transferable[]) {
    const handed = structuredClone(command, { transfer });
    setTimeout(() => {
      if (crash) {
        this.onerror?.(new ErrorEvent('error', { message: 'out of memory' }));
        return;
      }
      void this.serve(new MessageEvent('message', { data: handed }));
    });
  }
  terminate() {}
}

beforeEach(() => {
  workers = 0;
  preparedInWorker = 0;
  crash = false;
  vi.mocked(prepareTraces).mockClear();
  vi.stubGlobal('Worker', FakeWorker);
  setToken('test-token');
});
afterEach(() => vi.unstubAllGlobals());

const renderCard = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <GpsCard
        filters={resolveFilters({}, new Date())}
        cars={[]}
        onCarsChange={vi.fn()}
        onRangeChange={vi.fn()}
      />
    </QueryClientProvider>,
  );
const mapOf = () => screen.findByRole('img', { name: 'GPS 轨迹' });
const card = () => screen.getByRole('region', { name: 'GPS 轨迹回显' });

describe('GpsCard', () => {
  it('draws a large answer prepared in the worker, never preparing it on the page', async () => {
    const text = answer(LARGE);
    expect(text.length).toBeGreaterThanOrEqual(OFF_THREAD_BYTES);
    answerWith(text);
    renderCard();
    const map = await mapOf();
    const drawn = [...map.querySelectorAll('path[data-car-id]')];
    expect(drawn.map((p) => p.getAttribute('data-car-id'))).toEqual(['301', '302']);
    expect(Number(map.getAttribute('data-vertices'))).toBeLessThanOrEqual(5000);
    expect(Number(map.getAttribute('data-vertices'))).toBeGreaterThan(2500);
    expect(screen.getByText(`${(8 * 3600 + 1).toLocaleString('en')} 个定位点`)).toBeVisible();
    // Re-renders of the card (hover) draw what came back.
    fireEvent.pointerMove(map, { clientX: 10, clientY: 10 });
    expect(workers).toBe(1);
    expect(preparedInWorker).toBe(1);
    expect(prepareTraces).toHaveBeenCalledTimes(1);
  });

  it('prepares a small answer in the worker too, once, and shows the empty state when no car has a fix', async () => {
    answerWith(answer([gpsCar(301, '沪A12345', 0.5)]));
    const view = renderCard();
    expect((await mapOf()).querySelectorAll('path[data-car-id]')).toHaveLength(1);
    expect(preparedInWorker).toBe(1);
    expect(prepareTraces).toHaveBeenCalledTimes(1);
    view.unmount();

    answerWith(answer([{ ...gpsCar(301, '沪A12345', 1), points: [] }]));
    renderCard();
    expect(await within(card()).findByText('暂无数据')).toBeVisible();
    expect(preparedInWorker).toBe(2);
  });

  it('prepares the answer on the page where there are no workers', async () => {
    vi.stubGlobal('Worker', undefined);
    answerWith(answer([gpsCar(301, '沪A12345', 0.5)]));
    renderCard();
    expect((await mapOf()).querySelectorAll('path[data-car-id]')).toHaveLength(1);
    expect(prepareTraces).toHaveBeenCalledTimes(1);
    expect(workers).toBe(0);
  });

  it('fails with the invalid-answer message when a large answer breaks the contract', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const text = answer(LARGE).replace('"lat":', '"lat":"x","was":');
    expect(text.length).toBeGreaterThanOrEqual(OFF_THREAD_BYTES);
    answerWith(text);
    renderCard();
    expect(await within(card()).findByText('获取数据失败')).toBeVisible();
    expect(workers).toBe(1);
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[getGpsTrace\] response breaks the contract: data\.0\.points\.0\.lat/,
      ),
    );
    expect(errors).toHaveBeenCalledWith(
      '[dashboard] GPS 轨迹回显',
      expect.objectContaining({ kind: 'schema', message: '服务器返回的数据格式不正确' }),
    );
  });

  it('fails the card, not the page, when the worker crashes', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    crash = true;
    answerWith(answer(LARGE));
    renderCard();
    expect(await within(card()).findByText('获取数据失败')).toBeVisible();
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/^\[getGpsTrace\] response breaks the contract: answer could not/),
    );
  });
});
