import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { setupMockServer } from '@/testing/mock-server';
import { keepPartsLazy } from '@/testing/preload-parts';
import { renderApp, screenLoaded, signIn } from '@/testing/render-app';

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

async function settle(title: string) {
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  await screenLoaded();
}

const tabNames = () =>
  within(screen.getByRole('tablist', { name: '已打开的页面' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('the workspace arriving after the first paint', () => {
  it('keeps the screens shown and the keys pressed before it arrived', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = await renderApp('/device-management/device-list');
    await settle('设备列表');
    await act(() => router.navigate({ to: '/system-management/operation-log' }));
    await settle('操作日志');
    await act(() => router.navigate({ to: '/data-compute/task' }));
    await settle('计算任务');
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
    await settle('操作日志');
    await waitFor(() => expect(tabNames()).toEqual(['设备列表', '操作日志']));
  });
});
