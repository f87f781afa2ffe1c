// A screen whose area chunk never arrives: the layout, title and trail stay; the body says so.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LAZY_AREA_TIMEOUT_MS } from '@/lib/lazy-area';
import { setupMockServer } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

vi.mock('@/areas/download', () => new Promise(() => undefined));

setupMockServer();
afterEach(() => {
  vi.useRealTimers();
});

describe('an area chunk that never arrives', () => {
  it('shows 页面加载失败，请刷新重试 with 重试 after 120 s, inside the layout', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    await renderApp('/download');
    expect(await screen.findByRole('heading', { level: 1, name: '下载中心' })).toBeInTheDocument();
    // The header's tools have loaded (their code arrives apart) before the clock jumps.
    expect(await screen.findByRole('button', { name: /用户菜单/ })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LAZY_AREA_TIMEOUT_MS - 1000);
    });
    expect(screen.queryByText('页面加载失败，请刷新重试')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(await screen.findByText('页面加载失败，请刷新重试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeInTheDocument();
  });
});
