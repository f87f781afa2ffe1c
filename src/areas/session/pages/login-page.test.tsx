import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { getAuthorities } from '@/lib/authority';
import { getToken, getUserInfo } from '@/lib/storage';

import {
  createSessionHandlers,
  testCredentials,
  testToken,
  testUser,
} from '../testing/session-handlers';
import { SessionTestApp } from '../testing/session-router';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  // jsdom has no object URLs.
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:captcha-${++n}`);
  URL.revokeObjectURL = vi.fn();
});

function setup(initialEntry = '/login', options?: Parameters<typeof createSessionHandlers>[0]) {
  const { handlers, calls } = createSessionHandlers(options);
  server.use(...handlers);
  const user = userEvent.setup();
  render(<SessionTestApp initialEntry={initialEntry} />);
  return { user, calls };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, values = testCredentials) {
  await user.type(await screen.findByLabelText('用户名'), values.username);
  await user.type(screen.getByLabelText('密码'), values.password);
  await user.type(screen.getByLabelText('验证码'), values.captchaCode);
}

describe('LoginPage', () => {
  it('shows the product name, labelled fields and the captcha picture', async () => {
    const { calls } = setup();
    expect(await screen.findByText('车辆数据采集平台')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '登录' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '用户名' })).toBeInTheDocument();
    expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'password');
    await waitFor(() => expect(calls.captchaKeys).toHaveLength(1));
    expect(calls.captchaKeys[0]).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(screen.queryByText('登录已失效，请重新登录')).not.toBeInTheDocument();
  });

  it('validates required fields and captcha length without calling the server', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    expect(screen.getByLabelText('用户名')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('用户名')).toHaveFocus();

    await user.type(screen.getByLabelText('用户名'), 'admin');
    await user.type(screen.getByLabelText('验证码'), 'ab');
    await waitFor(() => expect(screen.queryByText('请输入用户名')).not.toBeInTheDocument());
    expect(await screen.findByText('验证码不能少于 4 个字符')).toBeInTheDocument();
    expect(screen.getByLabelText('验证码')).toHaveAccessibleDescription('验证码不能少于 4 个字符');
    expect(calls.logins).toHaveLength(0);
  });

  it('refreshes the captcha with a new key on click and on Enter', async () => {
    const { user, calls } = setup();
    await waitFor(() => expect(calls.captchaKeys).toHaveLength(1));
    const refresh = await screen.findByRole('button', { name: '看不清，换一张验证码' });
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
    await user.click(refresh);
    await waitFor(() => expect(calls.captchaKeys).toHaveLength(2));
    expect(calls.captchaKeys[1]).not.toBe(calls.captchaKeys[0]);
    // The previous picture's object URL is released once it leaves the screen.
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:captcha-1'));

    refresh.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls.captchaKeys).toHaveLength(3));
    expect(new Set(calls.captchaKeys).size).toBe(3);
  });

  it('logs in with Enter, stores the session and goes to the device list', async () => {
    const { user, calls } = setup();
    await fillForm(user);
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/device-management/device-list',
    );
    expect(calls.verifies).toEqual([{ key: calls.captchaKeys[0], code: '7K3P' }]);
    expect(calls.logins).toHaveLength(1);
    expect(calls.logins[0]).toEqual({
      username: 'admin',
      password: 'Vdaq@2026',
      captchaCode: '7K3P',
      captchaKey: calls.captchaKeys[0],
    });
    expect(getToken()).toBe(testToken);
    expect(getUserInfo()).toEqual(testUser);
    expect(getAuthorities()).toEqual(testUser.authorities);
  });

  it('returns to the redirect target after an expired session', async () => {
    const target = '/monitoring/single-device-monitoring?deviceId=7';
    const { user } = setup(`/login?redirect=${encodeURIComponent(target)}&expired=1`);
    expect(await screen.findByText('登录已失效，请重新登录')).toBeInTheDocument();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(target);
  });

  it('says nothing of an expiry for a deep link visited without a session', async () => {
    const target = '/dashboard';
    const { user } = setup(`/login?redirect=${encodeURIComponent(target)}`);
    expect(await screen.findByRole('heading', { level: 1, name: '登录' })).toBeInTheDocument();
    expect(screen.queryByText('登录已失效，请重新登录')).not.toBeInTheDocument();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(target);
  });

  it('shows the expiry notice without a redirect target too', async () => {
    setup('/login?expired=1');
    expect(await screen.findByText('登录已失效，请重新登录')).toBeInTheDocument();
  });

  it.each(['https://evil.example/x', '//evil.example', 'javascript:alert(1)', '/login'])(
    'ignores the unsafe redirect %s',
    async (redirect) => {
      const { user } = setup(`/login?redirect=${encodeURIComponent(redirect)}`);
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: '登录' }));
      expect(await screen.findByTestId('location')).toHaveTextContent(
        '/device-management/device-list',
      );
    },
  );

  it('checks the captcha first: a wrong code is said on its field with a new picture', async () => {
    const { user, calls } = setup();
    await fillForm(user, { ...testCredentials, captchaCode: 'ZZZZ' });
    await user.click(screen.getByRole('button', { name: '登录' }));
    const captcha = screen.getByLabelText('验证码');
    await waitFor(() =>
      expect(captcha).toHaveAccessibleDescription('验证码错误，请输入新图中的字符'),
    );
    expect(captcha).toHaveAttribute('aria-invalid', 'true');
    expect(captcha).toHaveValue('');
    expect(captcha).toHaveFocus();
    expect(calls.verifies).toEqual([{ key: calls.captchaKeys[0], code: 'ZZZZ' }]);
    await waitFor(() => expect(calls.captchaKeys).toHaveLength(2));
    expect(calls.captchaKeys[1]).not.toBe(calls.captchaKeys[0]);
    expect(calls.logins).toHaveLength(0);
    expect(screen.getByLabelText('用户名')).toHaveValue('admin');
    expect(screen.getByLabelText('密码')).toHaveValue('Vdaq@2026');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Typing again takes the message away; the right code of the new picture signs in.
    await user.type(captcha, '7k3p');
    expect(captcha).not.toHaveAccessibleDescription('验证码错误，请输入新图中的字符');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/device-management/device-list',
    );
    expect(calls.verifies[1]).toEqual({ key: calls.captchaKeys[1], code: '7k3p' });
    expect(calls.logins).toEqual([expect.objectContaining({ captchaKey: calls.captchaKeys[1] })]);
  });

  it('lands an account without the device list on the first menu screen it may see', async () => {
    const { user } = setup('/login', {
      user: { ...testUser, authorities: ['compute:signal-dict', 'compute:task', 'data:cut'] },
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/data-manager/data-cut');
  });

  it('lands a data-computing account on 信号字典', async () => {
    const { user } = setup('/login', {
      user: {
        ...testUser,
        authorities: ['compute:signal-dict', 'compute:task-run', 'compute:task'],
      },
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/data-compute/signal-dict');
  });

  it('goes to its first screen, not to 无权限, when the page asked for is not allowed', async () => {
    const target = '/system-management/role-management';
    const { user } = setup(`/login?redirect=${encodeURIComponent(target)}&expired=1`);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/device-management/device-list',
    );
  });

  it('shows the server message, keeps what was typed and refreshes the captcha', async () => {
    const { user, calls } = setup('/login', { loginError: { code: 1002, msg: '验证码错误' } });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('验证码错误');
    expect(screen.getByLabelText('用户名')).toHaveValue('admin');
    expect(screen.getByLabelText('密码')).toHaveValue('Vdaq@2026');
    expect(screen.getByLabelText('验证码')).toHaveValue('');
    await waitFor(() => expect(calls.captchaKeys).toHaveLength(2));
    expect(screen.queryByText('请输入验证码')).not.toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it.each([
    ['HTTP 500', () => new HttpResponse(null, { status: 500 }), '服务器错误'],
    ['a lost connection', () => HttpResponse.error(), '网络请求超时'],
  ])(
    'keeps what was typed and says why when the login fails with %s',
    async (_, answer, reason) => {
      const { user, calls } = setup();
      server.use(http.post('*/api/user/login', answer));
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: '登录' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(reason);
      expect(screen.getByLabelText('用户名')).toHaveValue('admin');
      expect(screen.getByLabelText('密码')).toHaveValue('Vdaq@2026');
      // The code was spent on the refused login: a new picture asks for a new one.
      expect(screen.getByLabelText('验证码')).toHaveValue('');
      await waitFor(() => expect(calls.captchaKeys).toHaveLength(2));
      expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
      expect(getToken()).toBeNull();
    },
  );

  it('keeps even the captcha code when its check cannot reach the server', async () => {
    const { user, calls } = setup();
    server.use(http.post('*/api/util/verifyPicCaptcha', () => HttpResponse.error()));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('网络请求超时');
    expect(screen.getByLabelText('用户名')).toHaveValue('admin');
    expect(screen.getByLabelText('密码')).toHaveValue('Vdaq@2026');
    expect(screen.getByLabelText('验证码')).toHaveValue('7K3P');
    expect(calls.captchaKeys).toHaveLength(1);
    expect(calls.logins).toHaveLength(0);
  });

  it('disables the login button while the request is pending', async () => {
    const { user } = setup('/login', { latency: 'infinite' });
    await fillForm(user);
    const button = screen.getByRole('button', { name: '登录' });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('resets a forgotten password through the dialog', async () => {
    const { user, calls } = setup();
    await user.type(await screen.findByLabelText('用户名'), 'zhangwei');
    await user.click(screen.getByRole('button', { name: '忘记密码' }));
    const dialog = await screen.findByRole('dialog', { name: '重置密码' });
    expect(within(dialog).getByLabelText('用户名')).toHaveValue('zhangwei');
    await waitFor(() => expect(calls.captchaKeys).toHaveLength(2));

    await user.type(within(dialog).getByLabelText('验证码'), '0000');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    const captcha = within(dialog).getByLabelText('验证码');
    await waitFor(() =>
      expect(captcha).toHaveAccessibleDescription('验证码错误，请输入新图中的字符'),
    );
    expect(captcha).toHaveValue('');
    expect(within(dialog).getByLabelText('用户名')).toHaveValue('zhangwei');
    expect(calls.resets).toHaveLength(0);
    await waitFor(() => expect(calls.captchaKeys).toHaveLength(3));

    await user.type(within(dialog).getByLabelText('验证码'), '7K3P');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText(/z\*\*\*@vdaq\.cn/)).toBeInTheDocument();
    expect(calls.resets.at(-1)).toEqual({
      username: 'zhangwei',
      captchaKey: calls.captchaKeys[2],
      captchaCode: '7K3P',
    });
    await user.click(within(dialog).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The dialog loads apart from the page, yet closing it returns the focus to its opener.
    await waitFor(() => expect(screen.getByRole('button', { name: '忘记密码' })).toHaveFocus());
    expect(screen.getByRole('button', { name: '忘记密码' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
