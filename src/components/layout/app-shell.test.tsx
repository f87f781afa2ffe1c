import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { clearToken, getToken } from '@/lib/storage';
import { server } from '@/mocks/node';
import { setupMockServer } from '@/testing/mock-server';
import { everyAuthority, renderApp, screenShown, signIn, testUser } from '@/testing/render-app';

setupMockServer();

const allAreas = [
  '数据看板',
  '采集设备管理',
  '试验项目管理',
  '实时监控',
  '数据管理',
  '数据计算平台',
  '固件库',
  '数据库管理',
  '主数据管理',
  '系统管理',
  '下载中心',
];

function mainMenu() {
  return screen.getByRole('navigation', { name: '主菜单' });
}

/** Top-level entries of the menu: single-screen links and area disclosure buttons. */
function menuEntries(): string[] {
  const list = within(mainMenu()).getAllByRole('list')[0];
  if (!list) return [];
  return Array.from(list.children, (item) => item.firstElementChild?.textContent ?? '');
}

describe('sidebar menu', () => {
  it('shows every area to a user with every code', async () => {
    signIn();
    await renderApp('/dashboard');
    await screenShown('数据看板');
    expect(menuEntries()).toEqual(allAreas);
  });

  it('shows only the screens whose codes the user holds, and hides empty areas', async () => {
    signIn(['device:list', 'system:log', 'download:view']);
    await renderApp('/device-management/device-list');
    await screenShown('设备列表');
    expect(menuEntries()).toEqual(['采集设备管理', '系统管理', '下载中心']);
    const menu = mainMenu();
    expect(within(menu).getByRole('link', { name: '设备列表' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: '设备配置' })).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('button', { name: '系统管理' }));
    expect(within(menu).getByRole('link', { name: '操作日志' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: '账号管理' })).not.toBeInTheDocument();
  });

  it('shows no areas to a user without codes', async () => {
    signIn([]);
    // Every area screen needs a code now; the password screen is open to everyone.
    await renderApp('/edit-password');
    expect(await screen.findByRole('heading', { level: 1, name: '修改密码' })).toBeInTheDocument();
    await screen.findByLabelText('旧密码');
    expect(within(mainMenu()).queryAllByRole('link')).toHaveLength(0);
  });

  it('opens the current area, marks the current page and works from the keyboard', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = await renderApp('/data-compute/task');
    await screenShown('计算任务');
    const menu = mainMenu();
    const area = within(menu).getByRole('button', { name: '数据计算平台' });
    expect(area).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: '计算任务' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const system = within(menu).getByRole('button', { name: '系统管理' });
    expect(system).toHaveAttribute('aria-expanded', 'false');
    // A closed area keeps no links in the page, not even hidden ones.
    const systemList = document.getElementById(system.getAttribute('aria-controls') ?? '');
    expect(systemList?.children).toHaveLength(0);
    system.focus();
    await user.keyboard('{Enter}');
    expect(system).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(menu).getByRole('link', { name: '账号管理' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/system-management/account-management'),
    );
    await screenShown('账号管理');
  });
});

describe('header and landmarks', () => {
  it('has a skip link to the main landmark', async () => {
    signIn();
    const user = userEvent.setup();
    await renderApp('/download');
    await screenShown('下载中心');
    await user.tab();
    const skip = screen.getByRole('link', { name: '跳到主要内容' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('marks only the last breadcrumb as the current page', async () => {
    signIn();
    await renderApp('/device-management/device-list');
    await screenShown('设备列表');
    const trail = screen.getByRole('navigation', { name: '面包屑' });
    const current = trail.querySelectorAll('[aria-current]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('设备列表');
  });

  it('names the signed-in user in the user menu', async () => {
    signIn(everyAuthority, testUser(everyAuthority, '王工'));
    await renderApp('/download');
    await screenShown('下载中心');
    // The name starts with the text a sighted user sees, so speech input ("click 王工") finds it;
    // the avatar's initial is drawn, not text, and adds nothing to the name.
    const trigger = await screen.findByRole('button', { name: '王工（用户菜单）' });
    expect(trigger.querySelector('[data-initial]')).toHaveTextContent(/^$/);
  });
});

describe('user menu', () => {
  async function openUserMenu() {
    const user = userEvent.setup();
    const trigger = await screen.findByRole('button', { name: /用户菜单/ });
    trigger.focus();
    await user.keyboard('{Enter}');
    return { user, menu: await screen.findByRole('menu') };
  }

  it('修改密码 opens the password screen', async () => {
    signIn();
    const { router } = await renderApp('/dashboard');
    await screenShown('数据看板');
    const { user, menu } = await openUserMenu();
    await user.click(within(menu).getByRole('menuitem', { name: '修改密码' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-password'));
    expect(await screen.findByRole('heading', { level: 1, name: '修改密码' })).toBeInTheDocument();
  });

  it('退出登录 calls logout, forgets the session and shows login', async () => {
    signIn();
    let calls = 0;
    server.use(
      http.post('*/api/user/logout', () => {
        calls += 1;
        return HttpResponse.json({ code: 0, msg: 'ok', data: true });
      }),
    );
    const { router } = await renderApp('/dashboard');
    await screenShown('数据看板');
    const { user, menu } = await openUserMenu();
    await user.click(within(menu).getByRole('menuitem', { name: '退出登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls).toBe(1);
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('authority_codes')).toBeNull();
    expect(router.state.location.search).toEqual({});
    expect(await screen.findByRole('heading', { level: 1, name: '登录' })).toBeInTheDocument();
  });

  it('退出登录 still signs out when the logout call fails', async () => {
    signIn();
    server.use(http.post('*/api/user/logout', () => new HttpResponse(null, { status: 500 })));
    const { router } = await renderApp('/dashboard');
    await screenShown('数据看板');
    const { user, menu } = await openUserMenu();
    await user.click(within(menu).getByRole('menuitem', { name: '退出登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getToken()).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: '登录' })).toBeInTheDocument();
  });
});

describe('session', () => {
  it('leaves for login when the token disappears (e.g. logout in another tab)', async () => {
    signIn();
    const { router } = await renderApp('/data-manager/data-cut');
    await screenShown('数据切片');
    act(() => clearToken());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/data-manager/data-cut' });
    expect(await screen.findByRole('heading', { level: 1, name: '登录' })).toBeInTheDocument();
  });
});
