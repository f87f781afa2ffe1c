import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '@/api/query-client';
import { setToken } from '@/lib/storage';
import { setupMockServer } from '@/testing/mock-server';

import { useOpenDashboard, USER_ACTIVATION_MS } from './use-open-dashboard';

setupMockServer();

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

let open: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  setToken('test-token');
  open = vi.spyOn(window, 'open').mockImplementation(() => null);
});
afterEach(() => open.mockRestore());

describe('useOpenDashboard', () => {
  it('opens at once when the address arrives while the click still counts', async () => {
    const { result } = renderHook(() => useOpenDashboard(), { wrapper });
    await act(() => result.current.open(301));
    expect(open).toHaveBeenCalledWith(
      'https://grafana.vdaq.cn/d/im-l7-spd/che-su-fen-xi?orgId=1',
      '_blank',
      'noopener,noreferrer',
    );
    expect(result.current.readyUrl).toBeNull();
  });

  it('offers a link instead when the answer came too late for the popup blocker', async () => {
    const times = [0, USER_ACTIVATION_MS + 1];
    const { result } = renderHook(() => useOpenDashboard(() => times.shift() ?? 0), { wrapper });
    await act(() => result.current.open(301));
    expect(open).not.toHaveBeenCalled();
    expect(result.current.readyUrl).toBe(
      'https://grafana.vdaq.cn/d/im-l7-spd/che-su-fen-xi?orgId=1',
    );
  });

  it('opens nothing for a javascript: address, however fast', async () => {
    const { result } = renderHook(() => useOpenDashboard(), { wrapper });
    await act(() => result.current.open(305));
    expect(open).not.toHaveBeenCalled();
    expect(result.current.readyUrl).toBeNull();
  });
});
