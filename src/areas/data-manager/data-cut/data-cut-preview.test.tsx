import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { formatDateTime } from '@/lib/format';
import { cstDay, gpsDrivesOf } from '@/mocks/db/trace-seed';
import { server } from '@/mocks/node';
import { setupMockServer, spyBodies } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

setupMockServer();
beforeEach(() => signIn());

const VIN = 'LRWLJNK543M255454';
const day = cstDay(Date.parse('2026-11-20T12:00:00+08:00'));
/** Twenty minutes of a drive of the car that day (a stretch without fixes may fall inside). */
const drive = gpsDrivesOf(VIN, day).find((d) => d.to - d.from > 40 * 60_000);
if (!drive) throw new Error('no drive');
const from = Math.ceil((drive.from + 10 * 60_000) / 1000) * 1000;
const to = from + 20 * 60_000;
const link = (vin = VIN) =>
  `/data-manager/data-cut?${new URLSearchParams({
    vin,
    startTime: formatDateTime(from),
    endTime: formatDateTime(to),
  }).toString()}`;

const preview = () => screen.findByRole('region', { name: '窗口预览' });
const cursorText = (region: HTMLElement) => within(region).getByText(/^光标时间 /);

describe('the window preview of 数据切片', { timeout: 30_000 }, () => {
  it('asks for a car and a window before it shows anything', async () => {
    const gps = spyBodies('/api/out/gps/getTrace');
    await renderApp('/data-manager/data-cut');
    const region = await preview();
    expect(
      within(region).getByText('选择车辆与时间窗后，在此预览该车在窗口内的 GPS 轨迹并回放'),
    ).toBeVisible();
    expect(gps).toEqual([]);
  });

  it('shows the car path over the window, and moves the cursor and the car with the keys', async () => {
    const gps = spyBodies('/api/out/gps/getTrace');
    await renderApp(link());
    const region = await preview();
    const view = within(region);
    expect(await view.findByRole('img', { name: 'GPS 轨迹' })).toBeInTheDocument();
    expect(gps).toEqual([
      expect.objectContaining({ carIds: [expect.any(Number)], maxPoints: 20_000 }),
    ]);
    expect(cursorText(region)).toHaveTextContent('光标时间 —');

    const keys = view.getByRole('application', { name: '窗口预览' });
    keys.focus();
    const user = userEvent.setup();
    await user.keyboard('{ArrowRight}');
    expect(cursorText(region)).toHaveTextContent(`光标时间 ${formatDateTime(from + 10_000)}`);
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(cursorText(region)).toHaveTextContent(`光标时间 ${formatDateTime(from + 310_000)}`);
    await user.keyboard('{ArrowLeft}');
    expect(cursorText(region)).toHaveTextContent(`光标时间 ${formatDateTime(from + 300_000)}`);
    expect(view.getByRole('slider', { name: '回放进度' })).toHaveAttribute(
      'aria-valuetext',
      formatDateTime(from + 300_000),
    );
    // The car is marked at the cursor, or the view says it had no fix then.
    expect(
      view.queryByTestId('gps-cursor') ?? view.queryByText('光标时刻没有定位'),
    ).toBeInTheDocument();
    // The steps stop at the window's end.
    for (let i = 0; i < 4; i += 1) await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(cursorText(region)).toHaveTextContent(`光标时间 ${formatDateTime(to)}`);
  });

  it('says when the car had no fix in the window', async () => {
    server.use(
      http.post('*/api/out/gps/getTrace', () =>
        HttpResponse.json({ code: 0, msg: 'success', data: [] }),
      ),
    );
    await renderApp(link());
    expect(await within(await preview()).findByText('所选时间段内没有轨迹')).toBeVisible();
  });

  it('says 获取数据失败 with 重试 when the GPS call fails, and the form still cuts', async () => {
    let failing = true;
    server.use(
      http.post('*/api/out/gps/getTrace', () =>
        failing
          ? HttpResponse.json({ code: 500, msg: '服务器错误', data: null }, { status: 500 })
          : undefined,
      ),
    );
    const bodies = spyBodies('/api/dataset/file/slice');
    await renderApp(link());
    const view = within(await preview());
    expect(await view.findByRole('alert')).toHaveTextContent('获取数据失败');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '切片' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ vin: VIN });

    failing = false;
    await user.click(view.getByRole('button', { name: '重试' }));
    expect(await view.findByRole('img', { name: 'GPS 轨迹' })).toBeInTheDocument();
  });
});
