import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type * as TraceModelModule from '@/components/charts/trace/trace-model';
import { filesIn } from '@/components/charts/trace/trace-model';
import { saveBlob } from '@/lib/download';
import { formatDateTime } from '@/lib/format';
import { cstDay, gpsDrivesOf } from '@/mocks/db/trace-seed';
import { server } from '@/mocks/node';
import { setupMockServer, spyBodies } from '@/testing/mock-server';
import { everyAuthority, renderApp, signIn } from '@/testing/render-app';

vi.mock('@/lib/download', () => ({ saveBlob: vi.fn() }));
// The real window search, counted: a brush is looked up once, not again when the URL echoes it.
vi.mock('@/components/charts/trace/trace-model', async (importOriginal) => {
  const actual = await importOriginal<typeof TraceModelModule>();
  return { ...actual, filesIn: vi.fn(actual.filesIn) };
});

setupMockServer();

const VIN = 'LRWLJNK543M255454';
const START = '2026-11-20 01:00:00';
const END = '2026-11-20 23:59:59';
const stamp = formatDateTime;
const url = (extra: Record<string, string> = {}) =>
  `/data-manager/testing-check?${new URLSearchParams({ startTime: START, endTime: END, vin: VIN, ...extra }).toString()}`;

const from = Date.parse('2026-11-20T01:00:00');
const to = Date.parse('2026-11-20T23:59:59');
/** A moment the car was driving inside the window, and one while it had no fix. */
const drives = [cstDay(from), cstDay(to)].flatMap((day) => gpsDrivesOf(VIN, day));
const driving = drives.map((d) => d.from + 10 * 60_000).find((t) => t > from && t < to) ?? 0;
const lost = drives.flatMap((d) => (d.lost ? [d.lost.from + 60_000] : []))[0] ?? 0;

const cursorText = () => screen.getByText(/^光标时间 /);

afterEach(() => vi.mocked(saveBlob).mockClear());

describe('one time axis on 试验检查', () => {
  it('shows the car at the cursor on its GPS path, and moves the cursor by keyboard without piling up history', async () => {
    signIn(everyAuthority);
    const gps = spyBodies('/api/out/gps/getTrace');
    const app = await renderApp(url({ cursor: stamp(driving) }));
    const view = within(await screen.findByRole('region', { name: 'GPS 轨迹' }));
    expect(await view.findByRole('img', { name: 'GPS 轨迹' })).toBeInTheDocument();
    expect(await view.findByText(/^光标时刻车速 [\d.]+ km\/h$/)).toBeInTheDocument();
    expect(view.getByTestId('gps-cursor')).toBeInTheDocument();
    expect(gps).toEqual([
      expect.objectContaining({ carTeamIds: [], maxPoints: 20_000, carIds: [expect.any(Number)] }),
    ]);
    expect(cursorText()).toHaveTextContent(`光标时间 ${stamp(driving)}`);

    const entries = app.history.length;
    const chart = screen.getByRole('application', { name: '数据轨迹图' });
    chart.focus();
    const user = userEvent.setup();
    await user.keyboard('{ArrowRight}');
    expect(cursorText()).toHaveTextContent(`光标时间 ${stamp(driving + 10_000)}`);
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(cursorText()).toHaveTextContent(`光标时间 ${stamp(driving + 310_000)}`);
    await user.keyboard('{ArrowLeft}');
    expect(cursorText()).toHaveTextContent(`光标时间 ${stamp(driving + 300_000)}`);
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ cursor: stamp(driving + 300_000) }),
    );
    expect(app.history.length).toBe(entries);
  });

  it('says when the car had no fix at the cursor', async () => {
    signIn(everyAuthority);
    await renderApp(url({ cursor: stamp(lost) }));
    const view = within(await screen.findByRole('region', { name: 'GPS 轨迹' }));
    expect(await view.findByText('光标时刻没有定位')).toBeInTheDocument();
    expect(view.queryByTestId('gps-cursor')).not.toBeInTheDocument();
  });

  it('moves the cursor to a gap picked in the list, and exports the gaps as CSV', async () => {
    signIn(everyAuthority);
    await renderApp(url());
    const list = within(await screen.findByRole('region', { name: '数据缺失' }));
    // A gap inside the window (one may begin before it, in a file that reaches into it).
    const gaps = (await list.findAllByRole('button', { pressed: false })).map((button) => ({
      button,
      start: /^\S+ (\d{2}:\d{2}:\d{2}) 至/.exec(button.textContent ?? '')?.[1] ?? '',
    }));
    const { button: first, start } = gaps.find((gap) => gap.start >= '01:00:00') ?? gaps[0] ?? {};
    if (!first || !start) throw new Error('no gap');
    const user = userEvent.setup();
    await user.click(first);
    expect(cursorText()).toHaveTextContent(`光标时间 2026-11-20 ${start}`);
    expect(first).toHaveAttribute('aria-pressed', 'true');

    await user.click(list.getByRole('button', { name: '导出缺失' }));
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0] ?? [];
    expect(name).toBe(`数据缺失_${VIN}_2026-11-20.csv`);
    const text = await (blob ?? new Blob()).text();
    expect(text.split('\r\n')[0]).toBe('端口,开始时间,结束时间,时长（秒）');
  });

  it('moves the cursor to a marker picked in the list', async () => {
    signIn(everyAuthority);
    await renderApp(url());
    const list = within(await screen.findByRole('region', { name: '标记记录' }));
    const marker = (await list.findAllByRole('button'))[0];
    if (!marker) throw new Error('no marker');
    const time = /^(\d{2}:\d{2}:\d{2})/.exec(marker.textContent ?? '')?.[1];
    await userEvent.setup().click(marker);
    expect(cursorText()).toHaveTextContent(`光标时间 2026-11-20 ${time}`);
  });

  it('opens the brushed window of a shared link', async () => {
    signIn(everyAuthority);
    const brushStart = stamp(driving);
    const brushEnd = stamp(driving + 20 * 60_000);
    await renderApp(url({ brushStart, brushEnd }));
    expect(
      await screen.findByText(
        new RegExp(`^已选 ${brushStart.slice(11)} 至 ${brushEnd.slice(11)}，\\d+ 个文件$`),
      ),
    ).toBeInTheDocument();
    // The brushed stretch is drawn over the car's path.
    const view = within(screen.getByRole('region', { name: 'GPS 轨迹' }));
    const highlight = await view.findByTestId('gps-highlight');
    expect(highlight.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
  });

  it('keeps a brushed window in history, and hovering the lanes out of it', async () => {
    signIn(everyAuthority);
    const app = await renderApp(url());
    const overlay = await screen.findByTestId('trace-overlay');
    const entries = app.history.length;
    fireEvent.pointerMove(overlay, { clientX: 300, clientY: 60 });
    expect(cursorText()).not.toHaveTextContent('光标时间 —');
    fireEvent.pointerLeave(overlay);
    expect(app.history.length).toBe(entries);
    expect(app.router.state.location.search).not.toHaveProperty('cursor');

    vi.mocked(filesIn).mockClear();
    fireEvent.pointerDown(overlay, { clientX: 300, clientY: 60, shiftKey: true, pointerId: 1 });
    fireEvent.pointerMove(overlay, { clientX: 400, clientY: 60, pointerId: 1 });
    fireEvent.pointerUp(overlay, { clientX: 400, clientY: 60, pointerId: 1 });
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({
        brushStart: expect.stringMatching(/^2026-11-20 /),
        brushEnd: expect.stringMatching(/^2026-11-20 /),
      }),
    );
    expect(app.history.length).toBe(entries + 1);
    expect(await screen.findByText(/^已选 /)).toBeInTheDocument();
    expect(vi.mocked(filesIn)).toHaveBeenCalledTimes(1);

    // Back: the URL has no brush, and the selection goes; forward brings the window back from it.
    app.history.back();
    await waitFor(() => expect(screen.queryByText(/^已选 /)).not.toBeInTheDocument());
    app.history.forward();
    expect(await screen.findByText(/^已选 /)).toBeInTheDocument();
    expect(vi.mocked(filesIn)).toHaveBeenCalledTimes(2);
  });

  it('says so when the window has no fix at all', async () => {
    signIn(everyAuthority);
    server.use(
      http.post('*/api/out/gps/getTrace', () =>
        HttpResponse.json({ code: 0, msg: 'success', data: [] }),
      ),
    );
    await renderApp(url());
    const view = within(await screen.findByRole('region', { name: 'GPS 轨迹' }));
    expect(await view.findByText('所选时间段内没有轨迹')).toBeInTheDocument();
  });

  it('keeps the lanes when the GPS call fails, and offers 重试', async () => {
    signIn(everyAuthority);
    server.use(http.post('*/api/out/gps/getTrace', () => new HttpResponse(null, { status: 500 })));
    await renderApp(url());
    const view = within(await screen.findByRole('region', { name: 'GPS 轨迹' }));
    expect(await view.findByRole('alert')).toHaveTextContent('获取数据失败');
    expect(view.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.getByTestId('trace-canvas')).toHaveAttribute('data-lanes', '5');
  });
});
