// What renders before the signed-in shell has loaded gets cn() without its class-name merger
// (src/lib/class-names.ts): its classes must be free of conflicting Tailwind utilities, so that it
// looks the same before and after the merger arrives.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { twMerge } from 'tailwind-merge';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LazyAreaFailed } from '@/components/layout/lazy-area-failed';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { setClassMerger } from '@/lib/class-names';
import { notify } from '@/lib/notify';
import { setToken } from '@/lib/storage';
import { server } from '@/mocks/node';
import { setupMockServer } from '@/testing/mock-server';
import { mountApp, signIn } from '@/testing/render-app';

setupMockServer();

beforeEach(() => {
  setClassMerger(undefined);
  // jsdom has no object URLs (the captcha picture).
  URL.createObjectURL = vi.fn(() => 'blob:captcha');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => setClassMerger(twMerge));

/** Every class list on the page that the merger would change. */
const conflicting = (): string[] =>
  [...document.querySelectorAll('[class]')]
    .map((element) => element.getAttribute('class') ?? '')
    .filter((classes) => twMerge(classes) !== classes);

const fillLogin = async (user: ReturnType<typeof userEvent.setup>, password: string) => {
  await user.type(await screen.findByLabelText('用户名'), 'admin');
  await user.type(screen.getByLabelText('密码'), password);
  await user.type(screen.getByLabelText('验证码'), '8888');
  await user.click(screen.getByRole('button', { name: '登录' }));
};

describe('before the signed-in shell, class lists need no merging', () => {
  it('on the login screen, empty, invalid and after an expiry, with a toast of each kind', async () => {
    const user = userEvent.setup();
    mountApp('/login?expired=1');
    expect(await screen.findByText('登录已失效，请重新登录')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    notify({ kind: 'error', message: 'error' });
    notify({ kind: 'success', message: 'success' });
    notify({ kind: 'info', message: 'info' });
    expect(await screen.findByText('info')).toBeInTheDocument();
    expect(conflicting()).toEqual([]);
  });

  it('on the login screen refused by the server and while signing in', async () => {
    const user = userEvent.setup();
    mountApp('/login');
    await fillLogin(user, 'wrong-password');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(conflicting()).toEqual([]);

    server.use(http.post('*/api/user/login', () => delay('infinite')));
    await user.type(screen.getByLabelText('验证码'), '8888');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '登录' })).toBeDisabled());
    expect(conflicting()).toEqual([]);
  });

  it('in the start-up frame while the current user loads', async () => {
    signIn();
    server.use(http.get('*/api/user/current', () => delay('infinite')));
    mountApp('/download');
    await waitFor(() => expect(document.querySelector('[data-route-pending]')).not.toBeNull());
    expect(conflicting()).toEqual([]);
  });

  it('on the screen saying the current user could not be loaded', async () => {
    setToken('token-from-elsewhere');
    server.use(http.get('*/api/user/current', () => new HttpResponse(null, { status: 500 })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mountApp('/download');
    expect(
      await screen.findByRole('heading', { level: 1, name: '无法获取账号信息' }),
    ).toBeInTheDocument();
    expect(conflicting()).toEqual([]);
  });

  it('in the load failure and every kind of alert', () => {
    render(
      <>
        <LazyAreaFailed onRetry={() => undefined} />
        {(['error', 'warning', 'info', 'success'] as const).map((variant) => (
          <Alert key={variant} variant={variant} title={variant} onRetry={() => undefined}>
            {variant}
          </Alert>
        ))}
      </>,
    );
    expect(conflicting()).toEqual([]);
  });

  it('in every variant and size of button', () => {
    const variants = ['default', 'primary', 'destructive', 'outline', 'ghost', 'link'] as const;
    const sizes = ['sm', 'md', 'lg', 'icon'] as const;
    const classes = variants.flatMap((variant) =>
      sizes.map((size) => buttonVariants({ variant, size })),
    );
    expect(classes.filter((list) => twMerge(list) !== list)).toEqual([]);
  });
});
