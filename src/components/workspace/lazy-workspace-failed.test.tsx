import { screen, waitFor, within } from '@testing-library/react';
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

describe('the workspace whose code did not arrive', () => {
  it('says when its code did not arrive, and loads it again on 重试', async () => {
    signIn();
    const user = userEvent.setup();
    await renderApp('/device-management/device-list');
    await settle('设备列表');
    arrival.fail();
    // The tab bar's band says so, with its retry.
    expect(await screen.findByText('页面加载失败，请刷新重试')).toBeInTheDocument();
    // A key asking for the palette meanwhile says so too, and the screen stays.
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findAllByText('页面加载失败，请刷新重试')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: '设备列表' })).toBeInTheDocument();

    arrival.load();
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(tabNames()).toEqual(['设备列表']));
  });
});
