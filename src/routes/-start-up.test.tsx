// Start-up with a token but no stored authority codes, while the server cannot give the user:
// nothing is known of the user's rights, so the console says the server failed instead of 无权限.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { getAuthorities } from '@/lib/authority';
import { setToken } from '@/lib/storage';
import { server } from '@/mocks/node';
import { setupMockServer } from '@/testing/mock-server';
import { mountApp, renderApp, screenLoaded, signIn, testUser } from '@/testing/render-app';

setupMockServer();

const currentUser = '*/api/user/current';
const failures = {
  'HTTP 500': () => new HttpResponse(null, { status: 500 }),
  'no answer': () => HttpResponse.error(),
  'a malformed body': () => HttpResponse.json({ unexpected: true }),
} as const;
const causes: Record<keyof typeof failures, string> = {
  'HTTP 500': '原因：服务器错误',
  'no answer': '原因：网络请求超时',
  'a malformed body': '原因：服务器返回的数据格式不正确',
};

const failCurrentUser = (kind: keyof typeof failures) => {
  server.use(http.get(currentUser, failures[kind]));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
};

describe('a token without stored codes, the current user failing', () => {
  it.each(Object.keys(failures) as (keyof typeof failures)[])(
    'on %s names the cause and offers 重试 instead of 无权限',
    async (kind) => {
      setToken('token-from-elsewhere');
      failCurrentUser(kind);
      await renderApp('/download');
      expect(
        await screen.findByRole('heading', { level: 1, name: '无法获取账号信息' }),
      ).toBeInTheDocument();
      expect(screen.getByText(causes[kind])).toHaveAttribute('role', 'alert');
      expect(screen.getByRole('button', { name: '重试' })).toBeEnabled();
      expect(screen.queryByText('无权限')).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('无法获取账号信息 - 车辆数据采集平台'));
    },
  );

  it('restores the screen the URL names once 重试 reaches the server, without a new login', async () => {
    setToken('token-from-elsewhere');
    failCurrentUser('HTTP 500');
    const { router } = await renderApp('/data-compute/signal-dict?page=2');
    const retry = await screen.findByRole('button', { name: '重试' });
    server.resetHandlers();
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: '信号字典' })).toBeInTheDocument();
    await screenLoaded();
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/data-compute/signal-dict');
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(getAuthorities()).toContain('compute:signal-dict');
  });

  it.each([
    ['no answer', '网络请求超时'],
    ['HTTP 500', '服务器错误'],
  ] as const)('on %s shows the toast raised before the page had a toaster', async (kind, text) => {
    setToken('token-from-elsewhere');
    failCurrentUser(kind);
    await renderApp('/download');
    await screen.findByRole('heading', { level: 1, name: '无法获取账号信息' });
    const toasts = screen.getByRole('region', { name: '通知' });
    expect(within(toasts).getByRole('alert')).toHaveTextContent(text);
  });
});

describe('while the current user is loading', () => {
  it('paints the layout frame with 加载中 from the first render, then on HTTP 500 says why without a second try', async () => {
    setToken('token-from-elsewhere');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    let answerFirst: (response: Response) => void = () => undefined;
    server.use(
      http.get(currentUser, () => {
        calls += 1;
        if (calls > 1) return failures['HTTP 500']();
        return new Promise<Response>((resolve) => {
          answerFirst = resolve;
        });
      }),
    );
    mountApp('/download');
    // Checked at once, not awaited: the page is never blank while the call is out.
    const frame = screen.getByRole('main');
    expect(within(frame).getByRole('status', { name: '加载中' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(1));
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();

    answerFirst(failures['HTTP 500']());
    expect(
      await screen.findByRole('heading', { level: 1, name: '无法获取账号信息' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeEnabled();
    expect(screen.queryByRole('status', { name: '加载中' })).not.toBeInTheDocument();
    expect(calls).toBe(1);
  });
});

describe('what is known decides', () => {
  it('stored codes still open their screens while the server fails', async () => {
    signIn(['download:view']);
    failCurrentUser('HTTP 500');
    await renderApp('/download');
    expect(await screen.findByRole('heading', { level: 1, name: '下载中心' })).toBeInTheDocument();
    expect(screen.queryByText('无法获取账号信息')).not.toBeInTheDocument();
  });

  it('the server answering without the screen code gives 无权限', async () => {
    setToken('token-from-elsewhere');
    server.use(
      http.get(currentUser, () =>
        HttpResponse.json({ code: 0, msg: 'success', data: testUser(['download:view']) }),
      ),
    );
    await renderApp('/data-compute/signal-dict');
    expect(await screen.findByRole('heading', { level: 1, name: '无权限' })).toBeInTheDocument();
  });
});
