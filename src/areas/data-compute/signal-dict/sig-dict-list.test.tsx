import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { db } from '@/mocks/db';
import { mockErrors } from '@/mocks/demo';
import { server } from '@/mocks/node';
import { fail } from '@/mocks/respond';
import { setupMockServer } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

import { preloadArea } from './test-layout';

setupMockServer();
preloadArea();

const LIST = '/data-compute/signal-dict';

const table = () => screen.findByRole('table', { name: '信号字典' });
const rowOf = async (name: string) =>
  (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;

async function openAction(name: string, action: string) {
  const user = userEvent.setup();
  await user.click(within(await rowOf(name)).getByRole('button', { name: `操作：${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('signal dictionary list', () => {
  it('keeps search, filters and page in the URL', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = await renderApp(`${LIST}?pageSize=10`);
    await table();
    expect(await screen.findByText('共 16 条')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ pageNo: 2 }));
    expect(await screen.findByText('第 2 / 2 页')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: '搜索信号字典' }), 'ls6{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ pageSize: 10, keyword: 'ls6' }),
    );
    expect(await screen.findByRole('link', { name: 'ls6_chassis' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'im_l7_speed' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '类型' }));
    await user.click(await screen.findByRole('option', { name: '原始型' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ strategy_type: 'raw' }),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'ls6_chassis' })).toBeNull());
    expect(screen.getByRole('link', { name: 'ls6_brake_raw' })).toBeInTheDocument();
  });

  it('opens a filtered view from the URL', async () => {
    signIn();
    await renderApp(`${LIST}?dbc_cfg=vehicle_can_small.dbc&sortBy=strategy_name&sortOrder=asc`);
    await table();
    const links = await screen.findAllByRole('link', { name: /^small_/ });
    expect(links.map((link) => link.textContent)).toEqual(['small_bench', 'small_calc_demo']);
    expect(screen.getByRole('combobox', { name: 'DBC 配置' })).toHaveTextContent(
      'vehicle_can_small.dbc',
    );
  });

  it('shows the problems a validation finds, one row each', async () => {
    signIn();
    const source = db.sigDicts.find(88);
    if (!source) throw new Error('seed changed');
    const [first] = source.sigList;
    db.sigDicts.insert({
      ...source,
      id: 500,
      strategy_name: 'broken_dict',
      strategy_name_chn: source.strategy_name_chn,
      sigList: [
        ...source.sigList,
        { ...first!, nameChn: 'dup' },
        { name: 'NoFormula', nameChn: '无公式' },
      ],
    });
    await renderApp(LIST);
    await openAction('broken_dict', '校验');
    const dialog = await screen.findByRole('dialog', { name: '校验结果：broken_dict' });
    expect(await within(dialog).findByText(/校验未通过：2 个错误，1 条提示/)).toBeInTheDocument();
    const problems = within(within(dialog).getByRole('table')).getAllByRole('row').slice(1);
    expect(problems.map((row) => row.textContent)).toEqual([
      '（字典）中文名提示中文名与已有字典重复',
      'VehSpd信号名错误信号名 VehSpd 重复',
      'NoFormula公式错误计算信号 NoFormula 缺少公式',
    ]);
  });

  it('says so when a dictionary is valid', async () => {
    signIn();
    await renderApp(LIST);
    await openAction('im_l7_speed', '校验');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('校验通过，没有发现问题。')).toBeInTheDocument();
  });

  it('deletes one dictionary after confirmation', async () => {
    signIn();
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('deleteSigDict'))
        void request
          .clone()
          .json()
          .then((b) => bodies.push(b));
    });
    const user = userEvent.setup();
    await renderApp(LIST);
    await openAction('small_bench', '删除');
    const confirm = await screen.findByRole('alertdialog', { name: '删除信号字典' });
    expect(confirm).toHaveTextContent('small_bench');
    expect(bodies).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'small_bench' })).toBeNull());
    const id = 88 + 10;
    expect(bodies).toEqual([{ ids: [id] }]);
    expect(db.sigDicts.find(id)).toBeUndefined();
    server.events.removeAllListeners();
  });

  it.each([
    ['a business refusal', () => fail(mockErrors.inUse), mockErrors.inUse.msg],
    ['a server fault', () => new HttpResponse(null, { status: 500 }), '服务器错误'],
  ])('keeps the dialog open with the reason of %s', async (_, answer, reason) => {
    signIn();
    // The client logs a failed status.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post('*/api/dataset/sigDict/deleteSigDict', answer));
    const user = userEvent.setup();
    await renderApp(LIST);
    await openAction('small_bench', '删除');
    const confirm = await screen.findByRole('alertdialog', { name: '删除信号字典' });
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(reason);
    expect(confirm).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'small_bench' })).toBeInTheDocument();
    expect(db.sigDicts.find(88 + 10)).toBeDefined();
  });

  it('deletes on a second try after the connection was lost', async () => {
    signIn();
    server.use(
      http.post('*/api/dataset/sigDict/deleteSigDict', () => HttpResponse.error(), { once: true }),
    );
    const user = userEvent.setup();
    await renderApp(LIST);
    await openAction('small_bench', '删除');
    const confirm = await screen.findByRole('alertdialog', { name: '删除信号字典' });
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('网络请求超时');
    expect(db.sigDicts.find(88 + 10)).toBeDefined();
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('link', { name: 'small_bench' })).toBeNull());
    expect(db.sigDicts.find(88 + 10)).toBeUndefined();
  });

  it('deletes the selected dictionaries in one call', async () => {
    signIn();
    const user = userEvent.setup();
    await renderApp(LIST);
    await user.click(within(await rowOf('small_bench')).getByRole('checkbox'));
    await user.click(within(await rowOf('small_calc_demo')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('选中的 2 个信号字典');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(db.sigDicts.size).toBe(16);
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '删除' }),
    );
    await waitFor(() => expect(db.sigDicts.size).toBe(14));
    expect(await screen.findByText('已删除 2 个信号字典')).toBeInTheDocument();
  });

  it('hides delete without the authority code', async () => {
    signIn(['compute:signal-dict']);
    const user = userEvent.setup();
    await renderApp(LIST);
    await user.click(
      within(await rowOf('small_bench')).getByRole('button', { name: '操作：small_bench' }),
    );
    expect(await screen.findByRole('menuitem', { name: '校验' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /选择/ })).toBeNull();
  });

  it('offers neither add nor edit without the edit code', async () => {
    signIn(['compute:signal-dict', 'compute:signal-dict-delete']);
    const user = userEvent.setup();
    await renderApp(LIST);
    await user.click(
      within(await rowOf('small_bench')).getByRole('button', { name: '操作：small_bench' }),
    );
    expect(await screen.findByRole('menuitem', { name: '校验' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: '删除' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('link', { name: '新增' })).toBeNull();
  });

  it('offers add and edit with the edit code', async () => {
    signIn(['compute:signal-dict', 'compute:signal-dict-edit']);
    const user = userEvent.setup();
    await renderApp(LIST);
    expect(await screen.findByRole('link', { name: '新增' })).toBeInTheDocument();
    await user.click(
      within(await rowOf('small_bench')).getByRole('button', { name: '操作：small_bench' }),
    );
    expect(await screen.findByRole('menuitem', { name: '编辑' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '删除' })).toBeNull();
  });
});
