import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { formatDateTime } from '@/lib/format';
import type * as TimeCursorModule from '@/lib/time-cursor';
import { setupMockServer } from '@/testing/mock-server';
import { everyAuthority, renderApp, signIn } from '@/testing/render-app';

/** The replay clock of the page, replaced by one the test moves by hand. */
const clock = vi.hoisted(() => {
  let now = 0;
  let next = 1;
  const frames = new Map<number, () => void>();
  return {
    now: () => now,
    frame: (callback: () => void) => {
      frames.set(next, callback);
      return next++;
    },
    cancel: (handle: number) => void frames.delete(handle),
    advance: (ms: number) => {
      now += ms;
      const pending = [...frames.values()];
      frames.clear();
      for (const callback of pending) callback();
    },
  };
});

vi.mock('@/lib/time-cursor', async (importOriginal) => {
  const actual = await importOriginal<typeof TimeCursorModule>();
  return { ...actual, animationClock: clock };
});

setupMockServer();

const stamp = formatDateTime;
const at = (time: string) => Date.parse(`2026-11-20T${time}`);
const url = (extra: Record<string, string>) =>
  `/data-manager/testing-check?${new URLSearchParams({
    startTime: '2026-11-20 01:00:00',
    endTime: '2026-11-20 23:59:59',
    vin: 'LRWLJNK543M255454',
    ...extra,
  }).toString()}`;
const cursorText = () => screen.getByText(/^光标时间 /);

describe('replay on 试验检查', () => {
  it('plays and pauses with Space at the chosen speed, and keeps where it paused', async () => {
    signIn(everyAuthority);
    const app = await renderApp(url({ cursor: '2026-11-20 09:00:00' }));
    const chart = await screen.findByRole('application', { name: '数据轨迹图' });
    chart.focus();
    const user = userEvent.setup();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: '暂停' })).toBeInTheDocument();
    act(() => clock.advance(2000));
    // 60 seconds of the window pass in one second by default.
    expect(cursorText()).toHaveTextContent(`光标时间 ${stamp(at('09:02:00'))}`);
    expect(app.router.state.location.search).toMatchObject({ cursor: '2026-11-20 09:00:00' });
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: '播放' })).toBeInTheDocument();
    await waitFor(() =>
      expect(app.router.state.location.search).toMatchObject({ cursor: '2026-11-20 09:02:00' }),
    );
  });

  it('stops at the end of the brushed window', async () => {
    signIn(everyAuthority);
    await renderApp(
      url({
        brushStart: '2026-11-20 09:00:00',
        brushEnd: '2026-11-20 09:10:00',
        cursor: '2026-11-20 09:08:00',
      }),
    );
    await screen.findByText(/^已选 09:00:00 至 09:10:00/);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '播放' }));
    act(() => clock.advance(1000));
    act(() => clock.advance(1000));
    act(() => clock.advance(1000));
    expect(cursorText()).toHaveTextContent(`光标时间 ${stamp(at('09:10:00'))}`);
    expect(screen.getByRole('button', { name: '播放' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: '回放进度' })).toHaveValue(String(at('09:10:00')));
  });
});
