import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { setupMockServer, spyQueries } from '@/testing/mock-server';
import { renderApp, screenShown, signIn } from '@/testing/render-app';

setupMockServer();

async function openPalette(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Control>}k{/Control}');
  const field = await screen.findByRole('combobox', { name: '搜索页面和记录' });
  await waitFor(() => expect(field).toHaveFocus());
  return field;
}

/** 数据看板 shown, then the palette opened with Ctrl+K: its search field, focused. */
async function paletteOnDashboard() {
  const user = userEvent.setup();
  const app = await renderApp('/dashboard');
  await screenShown('数据看板');
  const field = await openPalette(user);
  return { ...app, user, field };
}

const results = () => screen.getByRole('listbox', { name: '搜索结果' });
const group = (name: string) => within(results()).getByRole('group', { name });

describe('the command palette', () => {
  it('opens with Ctrl+K, finds 设备列表 by sblb and opens it with Enter', async () => {
    signIn();
    const { user, field, router } = await paletteOnDashboard();
    await user.type(field, 'sblb');
    const option = within(group('页面')).getByRole('option', { name: /设备列表/ });
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    await screenShown('设备列表');
    expect(router.state.location.pathname).toBe('/device-management/device-list');
    expect(screen.queryByRole('combobox', { name: '搜索页面和记录' })).not.toBeInTheDocument();
  });

  it('moves through the choices with the arrow keys', async () => {
    signIn();
    const { user, field } = await paletteOnDashboard();
    await user.type(field, '设备');
    const options = within(group('页面')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '设备列表采集设备管理',
      '设备配置采集设备管理',
      '设备升级采集设备管理',
      '单设备监控实时监控',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await screenShown('设备配置');
  });

  it('finds a seeded device by its serial number and opens the list filtered to it', async () => {
    signIn();
    const device = db.devices.all()[3];
    if (!device) throw new Error('no seeded device');
    const { user, field, router } = await paletteOnDashboard();
    await user.type(field, device.serialNo);
    const found = await within(results()).findByRole('option', {
      name: new RegExp(device.serialNo),
    });
    expect(within(group('设备')).getByRole('option', { name: new RegExp(device.serialNo) })).toBe(
      found,
    );
    await user.click(found);
    await screenShown('设备列表');
    expect(router.state.location.search).toMatchObject({ keyword: device.serialNo });
  });

  it('says when nothing matches', async () => {
    signIn();
    const { user, field } = await paletteOnDashboard();
    await user.type(field, 'zzzz-none');
    expect(await screen.findByText('无匹配结果')).toBeInTheDocument();
  });

  it('keeps the other groups when one search fails, and retries it', async () => {
    signIn();
    let fail = true;
    server.use(
      http.get('*/api/device/list', () =>
        fail ? HttpResponse.json({ code: 1500, msg: '设备服务不可用', data: null }) : undefined,
      ),
    );
    const vehicle = db.vehicles.all()[0];
    if (!vehicle) throw new Error('no seeded vehicle');
    const { user, field } = await paletteOnDashboard();
    await user.type(field, vehicle.vin);
    expect(await screen.findByText('设备搜索失败：设备服务不可用')).toBeInTheDocument();
    expect(
      await within(results()).findByRole('option', { name: new RegExp(vehicle.vin) }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.queryByText(/设备搜索失败/)).not.toBeInTheDocument());
    expect(within(results()).getByRole('option', { name: new RegExp(vehicle.vin) })).toBeVisible();
  });

  it('cancels the search of text the user has typed past', async () => {
    signIn();
    const aborted: string[] = [];
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/api/device/list', async ({ request }) => {
        const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
        if (keyword !== 'VD') return undefined;
        request.signal.addEventListener('abort', () => aborted.push(keyword));
        await held;
        return undefined;
      }),
    );
    const queries = spyQueries('/api/device/list');
    const { user, field } = await paletteOnDashboard();
    await user.type(field, 'VD');
    await waitFor(() => expect(queries.map((q) => q.get('keyword'))).toContain('VD'));
    await user.type(field, '9');
    await waitFor(() => expect(aborted).toEqual(['VD']));
    release();
    await waitFor(() => expect(queries.map((q) => q.get('keyword'))).toContain('VD9'));
  });

  it('offers only the screens and records the user may see', async () => {
    signIn(['dashboard:view', 'master:vehicle']);
    const devices = spyQueries('/api/device/list');
    const vehicle = db.vehicles.all()[0];
    if (!vehicle) throw new Error('no seeded vehicle');
    const { user, field } = await paletteOnDashboard();
    await user.type(field, 'sblb');
    expect(await screen.findByText('无匹配结果')).toBeInTheDocument();
    expect(within(results()).queryByRole('option')).not.toBeInTheDocument();
    await user.clear(field);
    await user.type(field, vehicle.vin);
    expect(
      await within(results()).findByRole('option', { name: new RegExp(vehicle.vin) }),
    ).toBeInTheDocument();
    expect(within(results()).queryByRole('group', { name: '设备' })).not.toBeInTheDocument();
    expect(within(results()).queryByRole('group', { name: '试验项目' })).not.toBeInTheDocument();
    expect(devices).toHaveLength(0);
  });

  it('offers the places visited last, newest first', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = await renderApp('/dashboard');
    await screenShown('数据看板');
    await router.navigate({ to: '/download' });
    await screenShown('下载中心');
    await router.navigate({ to: '/device-management/device-list', search: { keyword: 'VD1' } });
    await screenShown('设备列表');
    const field = await openPalette(user);
    // The place on show is not offered: the one before it comes first.
    const recent = within(group('最近访问')).getAllByRole('option');
    expect(recent.map((o) => o.textContent)).toEqual(['下载中心/download', '数据看板/dashboard']);
    expect(field).toHaveAttribute('aria-activedescendant', recent[0]?.id);
    expect(localStorage.getItem('recent-places:7')).toContain('keyword=VD1');
    await user.keyboard('{Enter}');
    await screenShown('下载中心');
  });

  it('closes with Escape and gives focus back where it was', async () => {
    signIn();
    const user = userEvent.setup();
    await renderApp('/device-management/device-list');
    await screenShown('设备列表');
    const search = screen.getByRole('searchbox');
    await user.click(search);
    await user.tab();
    const before = document.activeElement;
    expect(before).not.toBe(document.body);
    await openPalette(user);
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: '搜索页面和记录' })).not.toBeInTheDocument(),
    );
    expect(document.activeElement).toBe(before);
  });

  it('opens from the header button', async () => {
    signIn();
    const user = userEvent.setup();
    await renderApp('/dashboard');
    await screenShown('数据看板');
    await user.click(await screen.findByRole('button', { name: /搜索\s*Ctrl\s*K/ }));
    expect(await screen.findByRole('combobox', { name: '搜索页面和记录' })).toBeInTheDocument();
  });
});

describe('the keys', () => {
  it('lists every key with ?', async () => {
    signIn();
    const user = userEvent.setup();
    await renderApp('/dashboard');
    await screenShown('数据看板');
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: '快捷键' });
    for (const label of [
      '打开搜索（页面、设备、车辆、项目、车队）',
      '聚焦当前页面的搜索框',
      '前往采集设备管理',
      '关闭当前页签',
      '重新打开关闭的页签',
    ]) {
      expect(within(dialog).getByRole('cell', { name: label })).toBeInTheDocument();
    }
  });

  it('lists and goes only to the areas the user may see', async () => {
    signIn(['dashboard:view', 'device:list']);
    const user = userEvent.setup();
    const { router } = await renderApp('/dashboard');
    await screenShown('数据看板');
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: '快捷键' });
    expect(within(dialog).getByRole('cell', { name: '前往数据看板' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('cell', { name: '前往系统管理' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('gx');
    expect(router.state.location.pathname).toBe('/dashboard');
    await user.keyboard('gs');
    await screenShown('设备列表');
  });

  it('does not act on keys typed in a field', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = await renderApp('/device-management/device-list');
    await screenShown('设备列表');
    await user.type(screen.getByRole('searchbox'), 'gd?');
    expect(router.state.location.pathname).toBe('/device-management/device-list');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
