import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { setupMockServer } from '@/testing/mock-server';
import { keepPartsLazy } from '@/testing/preload-parts';
import { openInTurn, renderApp, screenShown, signIn, tabNames } from '@/testing/render-app';

import type * as WorkspaceParts from './workspace-parts';

// The workspace's code arrives when the test says so, or fails to.
const arrival = await vi.hoisted(async () => {
  const { arrivalGate } = await import('@/testing/arrival-gate');
  return arrivalGate();
});

vi.mock('./workspace-parts', async (importOriginal) => {
  if ((await arrival.wait()) === 'fail') throw new Error('chunk did not arrive');
  return importOriginal<typeof WorkspaceParts>();
});

keepPartsLazy();
setupMockServer();

// In order: a load that fails and is tried again, still waiting when the second test starts.
describe('the workspace arriving after the first paint', () => {
  it('says when its code did not arrive, and asks for it again on 重试', async () => {
    signIn();
    const user = userEvent.setup();
    await renderApp('/device-management/device-list');
    await screenShown('设备列表');
    arrival.fail();
    // The tab bar's band says so, with its retry.
    expect(await screen.findByText('页面加载失败，请刷新重试')).toBeInTheDocument();
    // A key asking for the palette meanwhile says so too, and the screen stays.
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findAllByText('页面加载失败，请刷新重试')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: '设备列表' })).toBeInTheDocument();
    // 重试 asks again: the band waits for the code, its place kept.
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '重试' })).toBeNull());
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('keeps the screens shown and the keys pressed before it arrived', async () => {
    signIn();
    const user = userEvent.setup();
    await openInTurn(
      ['/device-management/device-list', '设备列表'],
      ['/system-management/operation-log', '操作日志'],
      ['/data-compute/task', '计算任务'],
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();

    // Alt+W, then Ctrl+K, before the bar and the palette are there.
    await user.keyboard('{Alt>}w{/Alt}');
    await user.keyboard('{Control>}k{/Control}');
    expect(screen.getByRole('heading', { level: 1, name: '计算任务' })).toBeInTheDocument();

    arrival.load();
    // The palette opens; once it is closed, every screen shown has its tab, the one shown closed.
    const field = await screen.findByRole('combobox', { name: '搜索页面和记录' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(field).not.toBeInTheDocument());
    await screenShown('操作日志');
    await waitFor(() => expect(tabNames()).toEqual(['设备列表', '操作日志']));
  });
});
