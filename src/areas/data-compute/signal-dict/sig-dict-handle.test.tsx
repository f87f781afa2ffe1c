import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { getDraft, getToken, setDraft } from '@/lib/storage';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { setupMockServer } from '@/testing/mock-server';
import { everyAuthority, renderApp, signIn, testUser } from '@/testing/render-app';

import { emptyForm } from './form-model';
import { preloadArea, withListHeight } from './test-layout';

setupMockServer();
withListHeight();
preloadArea();

const ADD = '/data-compute/signal-dict-handle/add/0';
// signIn() stores user 7: drafts are kept per user and per route.
const ADD_KEY = 'sig-dict:7:add:0';

const field = (name: string) => screen.findByRole('textbox', { name });
const storedName = () =>
  (getDraft(ADD_KEY) as { form?: { strategy_name?: string } } | undefined)?.form?.strategy_name;

async function chooseDbc(user: UserEvent, dbc = 'vehicle_can_small.dbc') {
  await screen.findByRole('option', { name: new RegExp(dbc.replace('.', '\\.')) });
  await user.selectOptions(screen.getByRole('combobox', { name: 'DBC 配置' }), dbc);
}

async function pickFirstSignals(user: UserEvent, term: string, count: number) {
  const search = screen.getByRole('searchbox', { name: '搜索信号' });
  await waitFor(() => expect(search).toBeEnabled());
  await user.type(search, term);
  const picker = screen.getByRole('group', { name: '可选信号' });
  await waitFor(() => expect(within(picker).getAllByRole('checkbox').length).toBeGreaterThan(0));
  for (const box of within(picker).getAllByRole('checkbox').slice(0, count)) await user.click(box);
}

async function fillValid(user: UserEvent, name = 'bench_dict') {
  await user.type(await field('英文名'), name);
  await user.type(screen.getByRole('textbox', { name: '中文名' }), '台架字典');
  await user.selectOptions(screen.getByRole('combobox', { name: '类型' }), 'raw');
  await chooseDbc(user);
  await pickFirstSignals(user, 'BMS_', 2);
}

describe('signal dictionary draft', () => {
  it('is kept per user and route and offered back after a reload', async () => {
    signIn();
    const user = userEvent.setup();
    const first = await renderApp(ADD);
    await user.type(await field('英文名'), 'winter_draft');
    await waitFor(() => expect(storedName()).toBe('winter_draft'));
    expect(getDraft('sig-dict:7:edit:88')).toBeUndefined();
    first.unmount();

    await renderApp(ADD);
    expect(await screen.findByText('发现未保存的草稿')).toBeInTheDocument();
    expect(await field('英文名')).toHaveValue('');
    expect(await field('英文名')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '恢复草稿' }));
    expect(await field('英文名')).toHaveValue('winter_draft');
    expect(screen.queryByText('发现未保存的草稿')).not.toBeInTheDocument();
  });

  it('is removed when discarded', async () => {
    signIn();
    setDraft(ADD_KEY, {
      savedAt: '2026-11-20T01:00:00Z',
      form: { ...emptyForm(), strategy_name: 'old_one' },
    });
    const user = userEvent.setup();
    await renderApp(ADD);
    await user.click(await screen.findByRole('button', { name: '丢弃' }));
    expect(await field('英文名')).toHaveValue('');
    expect(await field('英文名')).toBeEnabled();
    expect(getDraft(ADD_KEY)).toBeUndefined();
  });

  it('of another user is not offered', async () => {
    signIn(everyAuthority, { ...testUser(everyAuthority), id: 8 });
    setDraft(ADD_KEY, {
      savedAt: '2026-11-20T01:00:00Z',
      form: { ...emptyForm(), strategy_name: 'x' },
    });
    await renderApp(ADD);
    expect(await field('英文名')).toBeEnabled();
    expect(screen.queryByText('发现未保存的草稿')).not.toBeInTheDocument();
  });

  it('survives an expired session and is offered after logging in again', async () => {
    signIn();
    const user = userEvent.setup();
    const first = await renderApp(ADD);
    await fillValid(user, 'expiry_draft');
    await waitFor(() => expect(storedName()).toBe('expiry_draft'));
    server.use(
      http.post('*/api/dataset/sigDict/validateSigDict', () =>
        HttpResponse.json({ code: 1021, msg: '登录已失效，请重新登录', data: null }),
      ),
    );
    await user.click(screen.getByRole('button', { name: '保存' }));
    // The client ends the session as on any 102x answer (clearSession); the draft stays.
    await waitFor(() => expect(getToken()).toBeNull());
    expect(storedName()).toBe('expiry_draft');
    first.unmount();

    signIn();
    await renderApp(ADD);
    await user.click(await screen.findByRole('button', { name: '恢复草稿' }));
    expect(await field('英文名')).toHaveValue('expiry_draft');
    expect(screen.getByRole('heading', { name: '已选信号（2）' })).toBeInTheDocument();
  });

  it('is cleared after a save, which toasts and returns to the list', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = await renderApp(ADD);
    await fillValid(user, 'saved_dict');
    await waitFor(() => expect(storedName()).toBe('saved_dict'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/data-compute/signal-dict'));
    expect(await screen.findByText('信号字典已保存')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'saved_dict' })).toBeInTheDocument();
    expect(getDraft(ADD_KEY)).toBeUndefined();
    expect(db.sigDicts.findBy((row) => row.strategy_name === 'saved_dict')?.sigList).toHaveLength(
      2,
    );
  });
});

describe('signal dictionary form', () => {
  it('shows messages beside their fields and focuses the first invalid one', async () => {
    signIn();
    const user = userEvent.setup();
    await renderApp(ADD);
    const name = await field('英文名');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(name).toHaveAccessibleDescription(expect.stringContaining('请输入英文名'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: '中文名' })).toHaveAccessibleDescription(
      '请输入中文名',
    );
    expect(screen.getByRole('combobox', { name: 'DBC 配置' })).toHaveAccessibleDescription(
      '请选择DBC 配置',
    );

    await user.type(name, '1abc');
    await user.type(screen.getByRole('textbox', { name: '中文名' }), '字典{Enter}');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('须以字母开头'));
    expect(name).toHaveFocus();
  });

  it('asks for signals and places server problems beside their field', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = await renderApp(ADD);
    await user.type(await field('英文名'), 'im_l7_speed');
    await user.type(screen.getByRole('textbox', { name: '中文名' }), '重名字典');
    await chooseDbc(user);
    await user.click(screen.getByRole('button', { name: '保存' }));
    const search = screen.getByRole('searchbox', { name: '搜索信号' });
    await waitFor(() => expect(search).toHaveAccessibleDescription('请选择信号'));
    await waitFor(() => expect(search).toHaveFocus());

    await pickFirstSignals(user, 'BMS_', 1);
    await user.click(screen.getByRole('button', { name: '保存' }));
    const name = await field('英文名');
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(expect.stringContaining('已被其他信号字典使用')),
    );
    expect(name).toHaveFocus();
    expect(router.state.location.pathname).toBe(ADD);
  });

  it('edits a stored dictionary', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = await renderApp('/data-compute/signal-dict-handle/edit/88');
    const chn = await screen.findByDisplayValue('智己 L7 车速分析');
    expect(await field('英文名')).toHaveValue('im_l7_speed');
    expect(await screen.findByRole('button', { name: '移除 VehSpd' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '移除 BrkPedlPosn' }));
    await user.clear(chn);
    await user.type(chn, '智己 L7 车速（新）');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/data-compute/signal-dict'));
    expect(db.sigDicts.find(88)?.strategy_name_chn).toBe('智己 L7 车速（新）');
    expect(db.sigDicts.find(88)?.sigList.map((e) => e.name)).not.toContain('BrkPedlPosn');
  });

  it('asks before leaving with unsaved changes', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = await renderApp(ADD);
    await user.type(await field('英文名'), 'leave_me');
    await user.click(screen.getByRole('button', { name: '取消' }));
    const dialog = await screen.findByRole('alertdialog', { name: '离开此页面？' });
    await user.click(within(dialog).getByRole('button', { name: '留在此页' }));
    expect(router.state.location.pathname).toBe(ADD);
    await user.click(screen.getByRole('button', { name: '取消' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '离开' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/data-compute/signal-dict'));
  });
});
