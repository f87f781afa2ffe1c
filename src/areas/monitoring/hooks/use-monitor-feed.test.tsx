import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import type { MonitorWsMessage } from '@/api/generated/model';
import { clearToken, getMonitorData, setToken } from '@/lib/storage';
import { FakeSocket } from '@/testing/fake-socket';
import { portMessage } from '@/testing/monitor-message';

import { SocketFactoryContext } from './socket-factory';
import { useMonitorLink } from './use-monitor-feed';

const message = (status: 1 | 2) => portMessage(7, status);

/** The status of device 7's CAN1 as kept under monitor_last_wsdata. */
const keptStatus = (): unknown => {
  const kept = getMonitorData() as { messages?: MonitorWsMessage[] } | null;
  return kept?.messages?.find((m) => m.deviceId === 7)?.groups[0]?.ports[0]?.status;
};

describe('useMonitorLink', () => {
  afterEach(() => {
    clearToken();
    localStorage.clear();
  });

  it('keeps the first state at once, and the latest when the page is left, not only every ten seconds', async () => {
    setToken('token');
    const sockets: FakeSocket[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SocketFactoryContext.Provider
        value={(url, protocols) => {
          const socket = new FakeSocket(url, protocols);
          sockets.push(socket);
          return socket as unknown as WebSocket;
        }}
      >
        {children}
      </SocketFactoryContext.Provider>
    );
    const { result, unmount } = renderHook(() => useMonitorLink(), { wrapper });
    const socket = await waitFor(() => {
      const first = sockets[0];
      if (!first) throw new Error('no socket yet');
      return first;
    });
    socket.open();
    socket.receive(message(1));
    await waitFor(() => expect(keptStatus()).toBe(1));

    socket.receive(message(2));
    const shown = () => result.current.store.getSnapshot().devices.get(7)?.groups[0]?.ports[0];
    await waitFor(() => expect(shown()?.status).toBe(2));
    expect(keptStatus()).toBe(1);
    window.dispatchEvent(new Event('pagehide'));
    expect(keptStatus()).toBe(2);
    unmount();
  });
});
