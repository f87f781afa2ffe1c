import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { setupMockServer } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

setupMockServer();

/** The first render loads the area's chunk, which takes a while on a cold start. */
const PATH = '/data-compute/data-dashboard';

const spyCalls = () => {
  const calls: { method: string; url: URL; body?: unknown }[] = [];
  server.use(
    http.all('*/api/dataset/strategy/:op', async ({ request }) => {
      const body = request.method === 'POST' ? await request.clone().json() : undefined;
      calls.push({ method: request.method, url: new URL(request.url), body });
      return undefined;
    }),
  );
  return calls;
};

const openRowMenu = async (name: string) => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `操作：${name}` }));
  return user;
};

let open: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  signIn();
  open = vi.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => open.mockRestore());

describe('数据仪表盘', () => {
  it('sends search, type, sort and page of the URL with the contract names', async () => {
    const calls = spyCalls();
    await renderApp(
      `${PATH}?keyword=im&strategy_type=calc&sortBy=strategy_name&sortOrder=asc&pageNo=1&pageSize=10`,
    );
    await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith('/list'))).toBe(true));
    const params = calls.find((c) => c.url.pathname.endsWith('/list'))?.url.searchParams;
    expect(Object.fromEntries(params ?? [])).toEqual({
      pageNo: '1',
      pageSize: '10',
      keyword: 'im',
      strategy_type: 'calc',
      sortBy: 'strategy_name',
      sortOrder: 'asc',
    });
  });

  it('opens an https dashboard in a new tab without opener, and never a javascript: one', async () => {
    const user = userEvent.setup();
    await renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: '打开仪表盘：智己 L7 车速分析' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'https://grafana.vdaq.cn/d/im-l7-spd/che-su-fen-xi?orgId=1',
        '_blank',
        'noopener,noreferrer',
      ),
    );
    await user.click(screen.getByRole('button', { name: /^打开仪表盘：MG4 EV 旧版看板/ }));
    expect(await screen.findByText('仪表盘地址不是 http 或 https 地址，已阻止打开')).toBeVisible();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('refuses a non-web address beside the field and attaches a valid one', async () => {
    const calls = spyCalls();
    await renderApp(PATH);
    const user = await openRowMenu('荣威 RX5 制动分析');
    await user.click(screen.getByRole('menuitem', { name: '关联仪表盘' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('仪表盘地址');
    await user.type(field, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: '关联仪表盘' }));
    expect(await within(dialog).findByText('只能填写 http 或 https 地址')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(calls.some((c) => c.url.pathname.endsWith('/appendGrafanaUrl'))).toBe(false);

    await user.clear(field);
    await user.type(field, 'https://grafana.vdaq.cn/d/rx5-brake{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const row = db.strategies.findBy((s) => s.strategy_name === 'rx5_brake');
    expect(row?.grafanaUrls).toEqual(['https://grafana.vdaq.cn/d/rx5-brake']);
  });

  it('keeps the typed address and says why when attaching fails', async () => {
    server.use(
      http.post('*/api/dataset/strategy/appendGrafanaUrl', () =>
        HttpResponse.json({ code: 1414, msg: '策略已停用，不能关联仪表盘', data: null }),
      ),
    );
    await renderApp(PATH);
    const user = await openRowMenu('荣威 RX5 制动分析');
    await user.click(screen.getByRole('menuitem', { name: '关联仪表盘' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('仪表盘地址');
    await user.type(field, 'https://grafana.vdaq.cn/d/rx5{Enter}');
    expect(await within(dialog).findByText('策略已停用，不能关联仪表盘')).toBeVisible();
    expect(field).toHaveValue('https://grafana.vdaq.cn/d/rx5');
    expect(db.strategies.findBy((s) => s.strategy_name === 'rx5_brake')?.grafanaUrls).toEqual([]);
  });

  it('validates the new-strategy form beside its fields, then saves it', async () => {
    const user = userEvent.setup();
    await renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增数据集策略' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入英文名')).toBeVisible();
    expect(within(dialog).getByText('请输入信号列表')).toBeVisible();
    expect(within(dialog).getByLabelText('英文名')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('英文名'), '9bad');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(
      await within(dialog).findByText('英文名须以字母开头，只含字母、数字与下划线'),
    ).toBeVisible();

    await user.clear(within(dialog).getByLabelText('英文名'));
    await user.type(within(dialog).getByLabelText('英文名'), 'ls6_range');
    await user.type(within(dialog).getByLabelText('中文名'), '智己 LS6 续航');
    await user.type(within(dialog).getByLabelText('DBC 配置'), 'IM_LS6_PT_CAN_V1.8.dbc');
    await user.type(within(dialog).getByLabelText('信号列表'), 'SOC, 电量, %');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(db.strategies.findBy((s) => s.strategy_name === 'ls6_range')).toMatchObject({
      strategy_name_chn: '智己 LS6 续航',
      strategy_type: 'calc',
      sigList: [{ name: 'SOC', nameChn: '电量', unit: '%', formula: null }],
      grafanaUrls: [],
    });
    expect(await screen.findByText('ls6_range')).toBeInTheDocument();
  });

  it('keeps the strategy as typed and says why when the save is refused', async () => {
    server.use(
      http.post('*/api/dataset/strategy/save', () =>
        HttpResponse.json({ code: 1, msg: '策略英文名已存在', data: null }),
      ),
    );
    const user = userEvent.setup();
    await renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增数据集策略' });
    await user.type(within(dialog).getByLabelText('英文名'), 'ls6_range');
    await user.type(within(dialog).getByLabelText('中文名'), '智己 LS6 续航');
    await user.type(within(dialog).getByLabelText('DBC 配置'), 'IM_LS6_PT_CAN_V1.8.dbc');
    await user.type(within(dialog).getByLabelText('信号列表'), 'SOC, 电量, %');
    await user.type(within(dialog).getByLabelText('仪表盘地址'), 'https://grafana.vdaq.cn/d/ls6');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('策略英文名已存在')).toBeVisible();
    expect(within(dialog).getByLabelText('英文名')).toHaveValue('ls6_range');
    expect(within(dialog).getByLabelText('中文名')).toHaveValue('智己 LS6 续航');
    expect(within(dialog).getByLabelText('DBC 配置')).toHaveValue('IM_LS6_PT_CAN_V1.8.dbc');
    expect(within(dialog).getByLabelText('信号列表')).toHaveValue('SOC, 电量, %');
    expect(within(dialog).getByLabelText('仪表盘地址')).toHaveValue(
      'https://grafana.vdaq.cn/d/ls6',
    );
    expect(db.strategies.findBy((s) => s.strategy_name === 'ls6_range')).toBeUndefined();
  });

  it('edits a strategy with its id', async () => {
    const calls = spyCalls();
    await renderApp(PATH);
    const user = await openRowMenu('智己 L7 车速分析');
    await user.click(screen.getByRole('menuitem', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑数据集策略' });
    const name = within(dialog).getByLabelText('中文名');
    await user.clear(name);
    await user.type(name, '智己 L7 车速（高速）{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const update = calls.find((c) => c.url.pathname.endsWith('/update'));
    expect(update?.body).toMatchObject({ id: 301, strategy_name_chn: '智己 L7 车速（高速）' });
    expect(db.strategies.find(301)?.sigList[0]?.signalId).toBe(2048);
  });

  it('deletes a strategy with a GET only after confirmation', async () => {
    const calls = spyCalls();
    await renderApp(PATH);
    const user = await openRowMenu('荣威 RX5 制动分析');
    await user.click(screen.getByRole('menuitem', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除数据集策略' });
    expect(calls.some((c) => c.url.pathname.endsWith('/delete'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    const remove = calls.find((c) => c.url.pathname.endsWith('/delete'));
    expect(remove?.method).toBe('GET');
    expect(remove?.url.searchParams.get('id')).toBe('303');
    expect(db.strategies.find(303)).toBeUndefined();
  });

  it('keeps the confirmation open with the reason the server refused the delete', async () => {
    // The client logs a refused call.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('*/api/dataset/strategy/delete', () =>
        HttpResponse.json({ code: 1409, msg: '策略已被计算任务引用，不能删除', data: null }),
      ),
    );
    await renderApp(PATH);
    const user = await openRowMenu('荣威 RX5 制动分析');
    await user.click(screen.getByRole('menuitem', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除数据集策略' });
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      '策略已被计算任务引用，不能删除',
    );
    expect(db.strategies.find(303)).toBeDefined();
  });
});
