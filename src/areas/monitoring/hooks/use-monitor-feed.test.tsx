import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { MonitorWsMessage } from '@/api/generated/model';
import { clearToken, getMonitorData, setToken } from '@/lib/storage';
import { FakeSocket } from '@/testing/fake-socket';
import { portMessage } from '@/testing/monitor-message';

import { useDeviceLive } from '../global/use-device-live';
import { SocketFactoryContext } from './socket-factory';
import { useMonitorLink } from './use-monitor-feed';

const message = (status: 1 | 2) => portMessage(7, status);

/** The status of device 7's CAN1 as kept under monitor_last_wsdata. */
const keptStatus = (): unknown => {
  const kept = getMonitorData() as { messages?: MonitorWsMessage[] } | null;
  return kept?.messages?.find((m) => m.deviceId === 7)?.groups[0]?.ports[0]?.status;
};

/** A provider of fake sockets, and the sockets it made. */
const fakeSockets = () => {
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
  const first = () =>
    waitFor(() => {
      const socket = sockets[0];
      if (!socket) throw new Error('no socket yet');
      return socket;
    });
  return { wrapper, first };
};

/** Device 7's CAN1 as a tile of 全局监控 follows it. */
function Device7() {
  const { store } = useMonitorLink();
  const element = useRef<HTMLDivElement>(null);
  const live = useDeviceLive(store, 7, element);
  return <div ref={element}>{`CAN1 ${live?.groups[0]?.ports[0]?.status ?? '-'}`}</div>;
}

describe('useMonitorLink', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
    localStorage.clear();
  });

  it('keeps the first state at once, and the latest when the page is left, not only every ten seconds', async () => {
    setToken('token');
    const { wrapper, first } = fakeSockets();
    const { result, unmount } = renderHook(() => useMonitorLink(), { wrapper });
    const socket = await first();
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

  it('renders what a frame applies within that frame, before the browser paints it', async () => {
    setToken('token');
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => frames.push(run));
    const { wrapper, first } = fakeSockets();
    render(<Device7 />, { wrapper });
    const socket = await first();
    socket.open();
    socket.receive(message(2));
    await waitFor(() => expect(frames.length).toBeGreaterThan(0));
    // The frame runs as the browser runs it, outside React's test scope: the tile shows the new
    // state as soon as the frame's callbacks return, not in a task after the frame.
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const acting = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      for (const run of frames.splice(0)) run(0);
      expect(screen.getByText('CAN1 2')).toBeInTheDocument();
    } finally {
      scope.IS_REACT_ACT_ENVIRONMENT = acting;
    }
  });
});
