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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens the choice named `label` (inside `scope`) and picks the option whose name matches. */
async function choose(
  user: UserEvent,
  label: string,
  option: RegExp,
  scope: Pick<typeof screen, 'findByRole'> = screen,
) {
  await user.click(await scope.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const chooseDbc = (user: UserEvent, dbc = 'vehicle_can_small.dbc') =>
  choose(user, 'DBC 配置', new RegExp(`^${escape(dbc)}（`));

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
  await choose(user, '类型', /^原始型$/);
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

  it('starts an empty signal list when another DBC config is chosen', async () => {
    signIn();
    const user = userEvent.setup();
    await renderApp(ADD);
    await chooseDbc(user);
    await pickFirstSignals(user, 'BMS_', 2);
    expect(await screen.findByRole('heading', { name: '已选信号（2）' })).toBeInTheDocument();
    await chooseDbc(user);
    expect(screen.getByRole('heading', { name: '已选信号（2）' })).toBeInTheDocument();
    await chooseDbc(user, 'vehicle_can_full.dbc');
    expect(await screen.findByRole('heading', { name: '已选信号（0）' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'DBC 配置' })).toHaveTextContent(
      /^vehicle_can_full\.dbc（10,000 个信号）$/,
    );
  });

  it('keeps the DBC config of an edited dictionary that is no longer offered', async () => {
    server.use(
      http.get('*/api/dataset/signal/getDbcCfgList', () =>
        HttpResponse.json({
          code: 0,
          msg: 'ok',
          data: [
            {
              dbc_cfg: 'vehicle_can_small.dbc',
              portType: 'CAN',
              signalCount: 100,
              updatedAt: '2026-11-01T00:00:00Z',
            },
          ],
        }),
      ),
    );
    signIn();
    const user = userEvent.setup();
    await renderApp('/data-compute/signal-dict-handle/edit/88');
    expect(await screen.findByRole('button', { name: '移除 VehSpd' })).toBeInTheDocument();
    const dbc = screen.getByRole('combobox', { name: 'DBC 配置' });
    expect(dbc).toHaveTextContent(/^IM_L7_PT_CAN_V2\.3\.dbc$/);
    await user.click(dbc);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'IM_L7_PT_CAN_V2.3.dbc',
      'vehicle_can_small.dbc（100 个信号）',
    ]);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('heading', { name: '已选信号（3）' })).toBeInTheDocument();
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

  it('keeps everything typed and shows the reason when the save fails', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = await renderApp(ADD);
    await fillValid(user, 'refused_dict');
    server.use(
      http.post('*/api/dataset/signal/createSigDict', () =>
        HttpResponse.json({ code: 1409, msg: '名称已存在，请更换', data: null }),
      ),
    );
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('名称已存在，请更换')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(ADD);
    expect(await field('英文名')).toHaveValue('refused_dict');
    expect(screen.getByRole('textbox', { name: '中文名' })).toHaveValue('台架字典');
    expect(screen.getByRole('combobox', { name: 'DBC 配置' })).toHaveTextContent(
      /^vehicle_can_small\.dbc（/,
    );
    expect(screen.getByRole('heading', { name: '已选信号（2）' })).toBeInTheDocument();
    expect(db.sigDicts.findBy((row) => row.strategy_name === 'refused_dict')).toBeUndefined();
    await waitFor(() => expect(storedName()).toBe('refused_dict'));
  });
});

describe('computed signals', () => {
  it('are added through a dialog checked with the contract and the form rules', async () => {
    signIn();
    const user = userEvent.setup();
    await renderApp(ADD);
    await chooseDbc(user);
    await pickFirstSignals(user, 'BMS_', 2);
    const [first] = within(screen.getByRole('group', { name: '可选信号' }))
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('aria-label') ?? '');
    await user.click(await screen.findByRole('button', { name: '添加计算信号' }));
    const dialog = await screen.findByRole('dialog', { name: '添加计算信号' });
    await user.click(within(dialog).getByRole('button', { name: '添加' }));
    const template = within(dialog).getByRole('combobox', { name: '公式模板' });
    await waitFor(() => expect(template).toHaveAccessibleDescription('请选择公式模板'));
    expect(within(dialog).getByRole('textbox', { name: '计算信号名' })).toHaveAccessibleDescription(
      '请输入计算信号名',
    );

    await choose(user, '公式模板', /avg\(\{sig1\}\)$/, within(dialog));
    await choose(user, '参数信号 1', new RegExp(`^${escape(first!)} `), within(dialog));
    await user.type(within(dialog).getByRole('textbox', { name: '计算信号名' }), first!);
    await user.type(within(dialog).getByRole('textbox', { name: '计算信号中文名' }), '平均');
    await user.click(within(dialog).getByRole('button', { name: '添加' }));
    expect(await within(dialog).findByText(`信号名 ${first!} 重复`)).toBeInTheDocument();

    const name = within(dialog).getByRole('textbox', { name: '计算信号名' });
    await user.clear(name);
    await user.type(name, 'PackAvg');
    await user.click(within(dialog).getByRole('button', { name: '添加' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { name: '已选信号（3）' })).toBeInTheDocument();
    expect(screen.getByText(`avg(${first!})`)).toBeInTheDocument();
  });

  it('ask again for the signals of another formula template', async () => {
    signIn();
    const user = userEvent.setup();
    await renderApp(ADD);
    await chooseDbc(user);
    await pickFirstSignals(user, 'BMS_', 2);
    const [first] = within(screen.getByRole('group', { name: '可选信号' }))
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('aria-label') ?? '');
    await user.click(await screen.findByRole('button', { name: '添加计算信号' }));
    const dialog = within(await screen.findByRole('dialog', { name: '添加计算信号' }));
    await choose(user, '公式模板', /diff\(\{sig1\}, \{sig2\}\)$/, dialog);
    await choose(user, '参数信号 1', new RegExp(`^${escape(first!)} `), dialog);
    expect(dialog.getByRole('combobox', { name: '参数信号 1' })).toHaveTextContent(
      new RegExp(`^${escape(first!)} `),
    );
    expect(dialog.getByRole('combobox', { name: '参数信号 2' })).toHaveTextContent(
      '从已选信号中选择',
    );

    await choose(user, '公式模板', /avg\(\{sig1\}\)$/, dialog);
    expect(dialog.queryByRole('combobox', { name: '参数信号 2' })).toBeNull();
    expect(dialog.getByRole('combobox', { name: '参数信号 1' })).toHaveTextContent(
      '从已选信号中选择',
    );
  });
});

describe('the signal list', () => {
  it('holds at most the signals the contract allows', async () => {
    signIn();
    const user = userEvent.setup();
    await renderApp(ADD);
    await user.type(await field('英文名'), 'too_many');
    await user.type(screen.getByRole('textbox', { name: '中文名' }), '超量字典');
    await chooseDbc(user, 'vehicle_can_full.dbc');
    const search = screen.getByRole('searchbox', { name: '搜索信号' });
    await waitFor(() => expect(search).toBeEnabled());
    await user.click(screen.getByRole('button', { name: '全选当前结果' }));
    expect(await screen.findByRole('heading', { name: '已选信号（10,000）' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '添加计算信号' }));
    const dialog = await screen.findByRole('dialog', { name: '添加计算信号' });
    await choose(user, '公式模板', /avg\(\{sig1\}\)$/, within(dialog));
    await user.click(within(dialog).getByRole('combobox', { name: '参数信号 1' }));
    await user.click((await screen.findAllByRole('option'))[0]!);
    await user.type(within(dialog).getByRole('textbox', { name: '计算信号名' }), 'OneMore');
    await user.type(within(dialog).getByRole('textbox', { name: '计算信号中文名' }), '多一个');
    await user.click(within(dialog).getByRole('button', { name: '添加' }));
    expect(await screen.findByRole('heading', { name: '已选信号（10,001）' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(search).toHaveAccessibleDescription('信号最多选择 10000 项'));
    expect(search).toHaveFocus();
  }, 60_000);
});

describe('signals of a DBC config', () => {
  it('name their enumerations as the server does', async () => {
    signIn();
    const user = userEvent.setup();
    await renderApp(ADD);
    await chooseDbc(user);
    const picker = await screen.findByRole('group', { name: '可选信号' });
    // The fourth signal of the config has alarm type 3 and show type 0, the third show type 2:
    // labels the server's enumeration gives and the contract's example does not.
    const row = async (n: number) =>
      (await within(picker).findByRole('checkbox', { name: new RegExp(`_${n}$`) })).closest(
        '[data-signal-row]',
      ) as HTMLElement;
    expect(
      within(await row(4)).getByTitle('显示方式：曲线，报警类型：超出范围，预定义：是'),
    ).toHaveTextContent('曲线 · 超出范围 · 是');
    expect(within(await row(3)).getByText('状态 · 超下限 · 否')).toBeInTheDocument();
  });
});
