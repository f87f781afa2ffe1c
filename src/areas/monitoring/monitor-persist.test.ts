import { afterEach, describe, expect, it, vi } from 'vitest';

import type { MonitorWsMessage } from '@/api/generated/model';
import { getMonitorData, setMonitorData } from '@/lib/storage';
import { monitorMessage as message } from '@/testing/monitor-message';

import { createStoredWriter, readStored } from './monitor-persist';

const devices = (...messages: MonitorWsMessage[]) => new Map(messages.map((m) => [m.deviceId, m]));

describe('monitor_last_wsdata', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('reads back valid messages only, for every device or one', () => {
    setMonitorData({ savedAt: 5, messages: [message(1), { deviceId: 'x' }, message(2)] });
    expect(readStored()).toEqual({ savedAt: 5, messages: [message(1), message(2)] });
    expect(readStored(2)).toEqual({ savedAt: 5, messages: [message(2)] });
    setMonitorData({ savedAt: 'soon', messages: [message(1)] });
    expect(readStored()).toBeUndefined();
  });

  it('keeps what another screen kept for other devices, reading storage only on the first write', () => {
    setMonitorData({ savedAt: 1, messages: [message(1), message(2)] });
    const write = createStoredWriter();
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    write(devices(message(2, 1), message(3, 1)), 10);
    expect(getItem).toHaveBeenCalledTimes(1);
    write(devices(message(3, 2)), 20);
    expect(getItem).toHaveBeenCalledTimes(1);
    expect(getMonitorData()).toEqual({
      savedAt: 20,
      messages: [message(1), message(2, 1), message(3, 2)],
    });
  });
});
