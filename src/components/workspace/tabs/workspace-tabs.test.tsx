import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { setupMockServer, spyQueries } from '@/testing/mock-server';
import { openInTurn, renderApp, screenShown, signIn, tabNames } from '@/testing/render-app';

import { tabMenuPart } from './tab-bar';

setupMockServer();

describe('workspace tabs', () => {
  it('makes a tab of every screen opened and goes back to a tab at its kept URL', async () => {
    signIn();
    const user = userEvent.setup();
    const devices = spyQueries('/api/device/list');
    const { router } = await renderApp('/device-management/device-list?keyword=SN-1&pageNo=1');
    await screenShown('设备列表');
    await waitFor(() => expect(devices.length).toBeGreaterThan(0));
    const callsBefore = devices.length;

    await act(() => router.navigate({ to: '/system-management/operation-log' }));
    await screenShown('操作日志');
    await waitFor(() => expect(tabNames()).toEqual(['设备列表', '操作日志']));
    expect(screen.getByRole('tab', { name: '操作日志' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: '设备列表' }));
    await screenShown('设备列表');
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ keyword: 'SN-1', pageNo: 1 }),
    );
    expect(screen.getByRole('tab', { name: '设备列表' })).toHaveAttribute('aria-selected', 'true');
    // Within the cache's fresh time, going back asks nothing again.
    expect(devices.length).toBe(callsBefore);
    // Kept for the user.
    expect(localStorage.getItem('tabs:7')).toContain('keyword=SN-1');
  });

  it('closes tabs from the keyboard and the menu, and keeps the landing tab', async () => {
    signIn();
    await tabMenuPart.load();
    const user = userEvent.setup();
    await openInTurn(
      ['/device-management/device-list', '设备列表'],
      ['/system-management/operation-log', '操作日志'],
      ['/data-compute/task', '计算任务'],
    );
    await waitFor(() => expect(tabNames()).toEqual(['设备列表', '操作日志', '计算任务']));

    // Alt+W closes the tab shown and moves to its neighbour.
    await user.keyboard('{Alt>}w{/Alt}');
    await screenShown('操作日志');
    expect(tabNames()).toEqual(['设备列表', '操作日志']);
    // Alt+Shift+W brings it back.
    await user.keyboard('{Alt>}{Shift>}W{/Shift}{/Alt}');
    await screenShown('计算任务');
    expect(tabNames()).toEqual(['设备列表', '操作日志', '计算任务']);

    // The landing tab's menu cannot close it; 关闭其他 from it leaves it alone.
    const landing = screen.getByRole('tab', { name: '设备列表' });
    await user.pointer({ keys: '[MouseRight]', target: landing });
    const menu = await screen.findByRole('menu', { name: '页签操作：设备列表' });
    expect(within(menu).getByRole('menuitem', { name: '关闭' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(menu).getByRole('menuitem', { name: '关闭其他' }));
    await screenShown('设备列表');
    expect(tabNames()).toEqual(['设备列表']);

    // Arrow keys move along the list; Delete does nothing to the landing tab.
    landing.focus();
    await user.keyboard('{Delete}');
    expect(tabNames()).toEqual(['设备列表']);
  });

  it('titles the tab of a screen showing one record by the record', async () => {
    signIn();
    await renderApp('/monitoring/single-device-monitoring/1024');
    await screenShown('单设备监控');
    const title = await screen.findByRole('heading', { level: 2, name: / · / });
    const serial = title.textContent?.split(' · ')[0] ?? '';
    expect(serial).not.toBe('');
    // The landing tab is there before its screen was opened, titled by its route.
    expect(tabNames()[0]).toBe('设备列表');
    expect(await screen.findByRole('tab', { name: serial })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
