import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { AuthorityCode } from '@/api/generated/model';
import { saveBlob } from '@/lib/download';
import { server } from '@/mocks/node';
import { CHECK_RUN_MS } from '@/mocks/stateful/trace';
import { setupMockServer, spyBodies, spyQueries } from '@/testing/mock-server';
import { everyAuthority, renderApp, signIn } from '@/testing/render-app';

vi.mock('@/lib/download', () => ({ saveBlob: vi.fn() }));

setupMockServer();

const VIN = 'LRWLJNK543M255454';
const PATH = `/data-manager/testing-check?startTime=2026-11-20%2001%3A00%3A00&endTime=2026-11-20%2023%3A59%3A59&vin=${VIN}`;
const DENIED = '无权限：您的账号没有此操作的权限，请联系管理员分配。';
const COUNTS = /^通过 \d+，警告 \d+，失败 \d+$/;

const without = (...codes: AuthorityCode[]) => everyAuthority.filter((c) => !codes.includes(c));

/** The check panel once the day's check has been read. */
const panel = async () => {
  const region = await screen.findByRole('region', { name: '试验检查结果' });
  await within(region).findByText(COUNTS);
  return within(region);
};

beforeEach(() => {
  // The mock's clock: a started check runs until Date.now() passes its end, which tests move.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2026-11-21T10:00:00+08:00'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(saveBlob).mockClear();
});

describe('test check panel', () => {
  it('follows a re-run check until its result is in', async () => {
    signIn();
    const runs = spyBodies('/api/testCheck/run');
    const details = spyQueries('/api/testCheck/detail');
    await renderApp(PATH);
    const check = await panel();
    const user = userEvent.setup();
    await user.click(check.getByRole('button', { name: '重新检查' }));

    expect(await check.findByRole('status')).toHaveTextContent('检查中…');
    expect(runs).toEqual([{ vin: VIN, checkDate: '2026-11-20' }]);
    expect(check.getByRole('button', { name: '重新检查' })).toBeDisabled();
    expect(check.queryByText(COUNTS)).not.toBeInTheDocument();
    // Still running on the next read: the panel keeps asking and keeps saying so.
    const asked = details.length;
    await waitFor(() => expect(details.length).toBeGreaterThan(asked));
    expect(check.getByRole('status')).toHaveTextContent('检查中…');

    vi.setSystemTime(Date.now() + CHECK_RUN_MS);
    expect(await check.findByText(COUNTS)).toBeInTheDocument();
    expect(check.queryByText('检查中…')).not.toBeInTheDocument();
    expect(check.getByText(/^检查时间：/)).toBeInTheDocument();
    expect(check.getByText('文件上传完整性')).toBeInTheDocument();
    expect(check.getByRole('button', { name: '重新检查' })).toBeEnabled();
  });

  it('says why a re-run was refused', async () => {
    signIn();
    server.use(
      http.post('*/api/testCheck/run', () =>
        HttpResponse.json({ code: 1414, msg: '当前状态不允许此操作', data: null }),
      ),
    );
    await renderApp(PATH);
    const check = await panel();
    await userEvent.setup().click(check.getByRole('button', { name: '重新检查' }));
    const alert = await check.findByRole('alert');
    expect(alert).toHaveTextContent('重新检查失败');
    expect(alert).toHaveTextContent('当前状态不允许此操作');
    expect(check.getByText(COUNTS)).toBeInTheDocument();
  });

  it('shows the export busy, saves the CSV with one BOM, and says why a failed export failed', async () => {
    signIn();
    let answer: () => Promise<Response> | Response = () =>
      new HttpResponse('\uFEFF检查日期,VIN\r\n', { headers: { 'Content-Type': 'text/csv' } });
    let release = (): void => undefined;
    server.use(http.get('*/api/testCheck/list2csv', () => answer()));
    await renderApp(PATH);
    const check = await panel();
    const user = userEvent.setup();

    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = answer;
    answer = async () => {
      await gate;
      return first();
    };
    await user.click(check.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(check.getByRole('button', { name: '导出' })).toBeDisabled());
    expect(check.getByRole('button', { name: '导出' })).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0] ?? [];
    expect(name).toBe('试验检查_2026-11-20.csv');
    const bytes = [...new Uint8Array((await blob?.arrayBuffer()) ?? new ArrayBuffer(0))];
    expect(bytes.slice(0, 6)).toEqual([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('检')]);
    await waitFor(() => expect(check.getByRole('button', { name: '导出' })).toBeEnabled());

    answer = () => HttpResponse.json({ code: 1500, msg: '导出服务繁忙，请稍后重试', data: null });
    await user.click(check.getByRole('button', { name: '导出' }));
    const alert = await check.findByRole('alert');
    expect(alert).toHaveTextContent('导出失败');
    expect(alert).toHaveTextContent('导出服务繁忙，请稍后重试');
    expect(saveBlob).toHaveBeenCalledTimes(1);
  });
});

describe('test check panel without data:testing-check-edit', () => {
  it('keeps 重新检查 and 保存备注 in place, disabled with the reason, and sends nothing', async () => {
    signIn(without('data:testing-check-edit'));
    const runs = spyBodies('/api/testCheck/run');
    const updates = spyBodies('/api/testCheck/update');
    await renderApp(PATH);
    const check = await panel();
    const user = userEvent.setup();
    for (const name of ['重新检查', '保存备注']) {
      const button = check.getByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription(DENIED);
      await user.click(button);
    }
    expect(check.getByRole('button', { name: '导出' })).toBeEnabled();
    expect(runs).toEqual([]);
    expect(updates).toEqual([]);
    expect(check.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lets a user with the code save a remark', async () => {
    signIn(without('data:cut-slice'));
    const updates = spyBodies('/api/testCheck/update');
    await renderApp(PATH);
    const check = await panel();
    const user = userEvent.setup();
    await user.type(check.getByLabelText('备注'), '线束已复核');
    await user.click(check.getByRole('button', { name: '保存备注' }));
    await waitFor(() =>
      expect(updates).toEqual([expect.objectContaining({ remark: '线束已复核' })]),
    );
  });

  it('keeps the typed remark and says why when saving it fails', async () => {
    signIn(everyAuthority);
    server.use(http.post('*/api/testCheck/update', () => new HttpResponse(null, { status: 500 })));
    await renderApp(PATH);
    const check = await panel();
    const user = userEvent.setup();
    const field = check.getByLabelText('备注');
    await user.clear(field);
    await user.type(field, '线束已复核');
    await user.click(check.getByRole('button', { name: '保存备注' }));
    expect(await check.findByRole('alert')).toHaveTextContent('服务器错误');
    expect(field).toHaveValue('线束已复核');
  });
});

describe('the trace chart', () => {
  it('asks for the steps answer and draws its lanes', async () => {
    const asked: string[] = [];
    server.use(
      http.post('*/api/data/getTraceList', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('layout') ?? '');
        return undefined;
      }),
    );
    signIn(everyAuthority);
    await renderApp(PATH);
    expect(await screen.findByTestId('trace-canvas')).toHaveAttribute('data-lanes', '5');
    expect(asked).toEqual(['steps']);
  });

  const markers = { id: [], time: [], ruleName: [] };
  it.each([
    {
      layout: 'columns',
      origin: '2026-11-20T01:00:00+08:00',
      ports: ['CAN1'],
      trace: { port: [0, 1], start: [0, 10], end: [5, 20], fileId: [1, 2] },
      marker_rcds: markers,
    },
    {
      layout: 'steps',
      origin: '2026-11-20T01:00:00+08:00',
      ports: ['CAN1'],
      trace: { count: [3], startStep: [0, 10], duration: [5, 10], fileIdStep: [1, 1] },
      marker_rcds: markers,
    },
  ])(
    'says in Chinese that a malformed $layout answer breaks the contract, and keeps the screen',
    async (data) => {
      server.use(
        http.post('*/api/data/getTraceList', () =>
          HttpResponse.json({ code: 0, msg: 'success', data }),
        ),
      );
      signIn(everyAuthority);
      await renderApp(PATH);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('获取数据失败');
      expect(alert).toHaveTextContent('服务器返回的数据格式不正确');
      expect(screen.getByRole('button', { name: '刷选' })).toBeInTheDocument();
      expect(screen.queryByTestId('trace-canvas')).not.toBeInTheDocument();
    },
  );
});
