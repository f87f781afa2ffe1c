import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { getFleets, setFleets } from '@/lib/storage';
import { server } from '@/mocks/node';
import { setupMockServer } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

import { type DatasetPath, datasetTitles } from '../datasets';
import { toApiTime } from '../dates';
import { holdPickerCalls } from '../testing/hold-pickers';

setupMockServer();
// Whole-app renders with a month of data per card take a few seconds in jsdom.
vi.setConfig({ testTimeout: 30_000 });

const DATASETS = datasetTitles;
const isDataset = (path: string): path is DatasetPath => path in DATASETS;

interface Sent {
  path: DatasetPath;
  /** The query of a GET or the JSON body of a POST. */
  input: Record<string, unknown>;
}

let sent: Sent[] = [];
beforeEach(() => {
  sent = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!isDataset(url.pathname)) return;
    const path = url.pathname;
    if (request.method === 'GET') {
      sent.push({ path, input: Object.fromEntries(url.searchParams) });
    } else {
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => sent.push({ path, input: body }));
    }
  });
  signIn();
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

const local = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) =>
  new Date(y, mo - 1, d, h, mi, s);
const card = (name: string) => screen.getByRole('region', { name });
const inputOf = (path: DatasetPath) => sent.find((item) => item.path === path)?.input;

/** Waits until every card has left its loading state. */
const settled = async () => {
  for (const name of Object.values(DATASETS)) {
    await waitFor(() => expect(within(card(name)).queryByRole('status')).toBeNull(), {
      timeout: 45_000,
    });
  }
};
/** Lets any request a change would (wrongly) cause arrive before counting. */
const quiet = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('dashboard requests', () => {
  it('sends the defaults with the spec parameter names: current month, today, chart window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(local(2026, 11, 20, 15, 42, 7));
    await renderApp('/dashboard');
    await settled();
    expect(sent).toHaveLength(7);
    const dayStart = toApiTime(local(2026, 11, 20, 0, 0, 0));
    const dayEnd = toApiTime(local(2026, 11, 20, 23, 59, 59));
    expect(inputOf('/api/dataRecord/monthlyTestingReport')).toEqual({ data_month: '2026-11' });
    expect(inputOf('/api/dataRecord/testProjectReport')).toEqual({
      start_time: dayStart,
      end_time: dayEnd,
      pageNo: '1',
      pageSize: '20',
    });
    expect(inputOf('/api/out/gps/getTrace')).toEqual({
      carTeamIds: [],
      carIds: [],
      startTime: dayStart,
      endTime: dayEnd,
      maxPoints: 2000,
    });
    expect(inputOf('/api/dataRecord/testProjectHeatmap')).toEqual({
      fleet_ids: [],
      data_month: '2026-11',
    });
    expect(inputOf('/api/dataRecord/testProjectTimeline')).toEqual({
      pageNo: 1,
      pageSize: 10,
      car_ids: [],
      fleet_ids: [],
      start_time: toApiTime(local(2026, 11, 20, 1, 0, 0)),
      end_time: dayEnd,
      type: 'day',
    });
    for (const path of ['/api/dataRecord/testMileage', '/api/dataRecord/testHour'] as const) {
      expect(inputOf(path)).toEqual({ car_ids: [], fleet_ids: [], data_month: '2026-11' });
    }
  });

  it('sends every filter of the URL under its spec name, the timeline range in whole hours', async () => {
    await renderApp(
      '/dashboard?tag=3&fleets=1,2&reportMonth=2026-10' +
        '&projectStart=2026-11-19T08:00:00&projectEnd=2026-11-20T18:30:00&projectPage=2' +
        '&gpsCars=5&gpsStart=2026-11-18T06:00:00&gpsEnd=2026-11-18T20:00:00' +
        '&heatmapMonth=2026-09&timelineType=week&timelinePage=3&timelineCars=7,8' +
        '&timelineStart=2026-11-16T01:20:00&timelineEnd=2026-11-22T22:10:00' +
        '&mileageMonth=2026-08&mileageCars=4&hoursMonth=2026-07&hoursCars=6',
    );
    await waitFor(() => expect(sent).toHaveLength(7));
    expect(inputOf('/api/dataRecord/monthlyTestingReport')).toEqual({
      data_month: '2026-10',
      user_tag_id: '3',
    });
    expect(inputOf('/api/dataRecord/testProjectReport')).toEqual({
      start_time: toApiTime(local(2026, 11, 19, 8)),
      end_time: toApiTime(local(2026, 11, 20, 18, 30)),
      pageNo: '2',
      pageSize: '20',
      user_tag_id: '3',
    });
    expect(inputOf('/api/out/gps/getTrace')).toEqual({
      carTeamIds: [1, 2],
      carIds: [5],
      startTime: toApiTime(local(2026, 11, 18, 6)),
      endTime: toApiTime(local(2026, 11, 18, 20)),
      maxPoints: 2000,
    });
    expect(inputOf('/api/dataRecord/testProjectHeatmap')).toEqual({
      fleet_ids: [1, 2],
      data_month: '2026-09',
      user_tag_id: 3,
    });
    expect(inputOf('/api/dataRecord/testProjectTimeline')).toEqual({
      pageNo: 3,
      pageSize: 10,
      car_ids: [7, 8],
      fleet_ids: [1, 2],
      start_time: toApiTime(local(2026, 11, 16, 1, 0, 0)),
      end_time: toApiTime(local(2026, 11, 22, 22, 59, 59)),
      type: 'week',
      user_tag_id: 3,
    });
    expect(inputOf('/api/dataRecord/testMileage')).toEqual({
      car_ids: [4],
      fleet_ids: [1, 2],
      data_month: '2026-08',
      user_tag_id: 3,
    });
    expect(inputOf('/api/dataRecord/testHour')).toEqual({
      car_ids: [6],
      fleet_ids: [1, 2],
      data_month: '2026-07',
      user_tag_id: 3,
    });
  });

  it('starts all seven together: none waits for another or for the pickers', async () => {
    // Hold every picker call: the seven datasets must go out anyway.
    holdPickerCalls();
    await renderApp('/dashboard');
    await waitFor(() => expect(new Set(sent.map((s) => s.path)).size).toBe(7));
  });
});

describe('picker data', () => {
  it('keeps the fleet and car lists client-side and offers the stored ones at once', async () => {
    setFleets([{ id: 991, name: '上次的车队' }]);
    server.use(http.get('*/api/fleet/getFleets', () => new Promise<never>(() => undefined)));
    await renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: '车队 全部车队' }, { timeout: 45_000 }),
    );
    expect(await screen.findByRole('checkbox', { name: '上次的车队' })).toBeInTheDocument();
  });

  it('stores the fleets the server answers', async () => {
    await renderApp('/dashboard');
    await waitFor(() => expect(getFleets().length).toBeGreaterThan(0), { timeout: 45_000 });
    expect(getFleets()[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });
});

describe('a failing dataset', () => {
  it('leaves six cards working and shows 获取数据失败 with a retry on its own card', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post('*/api/dataRecord/testProjectTimeline', () =>
        HttpResponse.json({ code: 5001, msg: 'timeline down', data: null }),
      ),
    );
    await renderApp('/dashboard');
    await settled();

    const failing = card('时间线');
    expect(within(failing).getByText('获取数据失败')).toBeInTheDocument();
    for (const name of Object.values(DATASETS).filter((n) => n !== '时间线')) {
      expect(within(card(name)).queryByText('获取数据失败')).toBeNull();
      expect(within(card(name)).queryByRole('button', { name: '重试' })).toBeNull();
    }
    expect(within(card('月度试验报告')).getByText('试验车辆')).toBeInTheDocument();
    expect(within(card('试验项目报告')).getByRole('table')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('时间线'), expect.anything());

    server.resetHandlers();
    sent = [];
    await userEvent.click(within(failing).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(within(failing).queryByText('获取数据失败')).toBeNull());
    expect(within(failing).getByRole('list', { name: '车辆试验时间线' })).toBeInTheDocument();
    await quiet();
    expect(sent.map((s) => s.path)).toEqual(['/api/dataRecord/testProjectTimeline']);
  });
});

describe('which cards reload', () => {
  it('a fleet change reloads all seven cards', async () => {
    const user = userEvent.setup();
    await renderApp('/dashboard');
    await settled();
    sent = [];
    await user.click(screen.getByRole('button', { name: /^车队 / }));
    const menu = await screen.findByRole('dialog');
    await user.click(within(menu).getAllByRole('checkbox')[0]!);
    await waitFor(() => expect(sent).toHaveLength(7));
    await quiet();
    expect(new Set(sent.map((s) => s.path)).size).toBe(7);
    expect(sent).toHaveLength(7);
    const fleetIds = inputOf('/api/dataRecord/testProjectHeatmap')?.fleet_ids;
    expect(fleetIds).toHaveLength(1);
  });

  it('a customer tag change reloads all seven cards', async () => {
    await renderApp('/dashboard?tag=1');
    await settled();
    sent = [];
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: '客户标签' }));
    await user.click(await screen.findByRole('option', { name: '全部客户标签' }));
    await waitFor(() => expect(sent).toHaveLength(7));
    await quiet();
    expect(sent).toHaveLength(7);
    expect(inputOf('/api/dataRecord/monthlyTestingReport')).not.toHaveProperty('user_tag_id');
  });

  it("a card's month reloads only that card", async () => {
    await renderApp('/dashboard');
    await settled();
    sent = [];
    const month = within(card('热力图')).getByRole('textbox', { name: '月份' });
    await userEvent.clear(month);
    await userEvent.type(month, '2026-09{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    await quiet();
    expect(sent).toEqual([
      {
        path: '/api/dataRecord/testProjectHeatmap',
        input: expect.objectContaining({ data_month: '2026-09' }),
      },
    ]);
  });

  it("a card's page reloads only that card", async () => {
    await renderApp('/dashboard');
    await settled();
    sent = [];
    await userEvent.click(within(card('时间线')).getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await quiet();
    expect(sent[0]).toMatchObject({
      path: '/api/dataRecord/testProjectTimeline',
      input: { pageNo: 2, pageSize: 10 },
    });
    expect(sent).toHaveLength(1);
  });

  it("a card's date range reloads only that card and says when it is reversed", async () => {
    await renderApp('/dashboard');
    await settled();
    sent = [];
    const gps = card('GPS 轨迹回显');
    const start = within(gps).getByRole('textbox', { name: '开始时间' });
    const end = within(gps).getByRole('textbox', { name: '结束时间' });
    await userEvent.clear(start);
    await userEvent.type(start, '2026-11-20 10:00:00');
    await userEvent.clear(end);
    await userEvent.type(end, '2026-11-20 09:00:00');
    await userEvent.click(within(gps).getByRole('button', { name: '查询' }));
    expect(within(gps).getByRole('alert')).toHaveTextContent('开始时间必须小于结束时间');
    expect(sent).toHaveLength(0);
    await userEvent.clear(end);
    // Enter in the field commits what was typed and runs the query, as the button does.
    await userEvent.type(end, '2026-11-20 12:00:00{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    await quiet();
    expect(sent[0]).toMatchObject({
      path: '/api/out/gps/getTrace',
      input: {
        startTime: toApiTime(local(2026, 11, 20, 10)),
        endTime: toApiTime(local(2026, 11, 20, 12)),
      },
    });
    expect(sent).toHaveLength(1);
  });
});
