import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { getToken, setToken, setUserInfo } from '@/lib/storage';

import { createSessionHandlers, testToken, testUser } from '../testing/session-handlers';
import { SessionTestApp } from '../testing/session-router';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup(options?: Parameters<typeof createSessionHandlers>[0]) {
  setToken(testToken);
  setUserInfo(testUser);
  const { handlers, calls } = createSessionHandlers(options);
  server.use(...handlers);
  const user = userEvent.setup();
  render(<SessionTestApp initialEntry="/edit-password" />);
  return { user, calls };
}

const ruleMet = (rule: string) =>
  document.querySelector(`[data-rule="${rule}"]`)?.getAttribute('data-met');

describe('EditPasswordPage', () => {
  it('states the rules and ticks them off while typing', async () => {
    const { user } = setup();
    expect(await screen.findByText('长度为 8 至 32 个字符')).toBeInTheDocument();
    expect(screen.getByText('至少包含大写字母、小写字母、数字、符号中的三类')).toBeInTheDocument();
    expect(screen.getByText('不能与旧密码相同')).toBeInTheDocument();
    expect(ruleMet('length')).toBe('false');

    await user.type(screen.getByLabelText('旧密码'), 'Vdaq@2026');
    await user.type(screen.getByLabelText('新密码'), 'abcdefg');
    expect(ruleMet('length')).toBe('false');
    expect(ruleMet('classes')).toBe('false');
    await user.type(screen.getByLabelText('新密码'), 'H');
    expect(ruleMet('length')).toBe('true');
    expect(ruleMet('classes')).toBe('false');
    await user.type(screen.getByLabelText('新密码'), '1');
    expect(ruleMet('classes')).toBe('true');
    expect(ruleMet('different')).toBe('true');
    expect(ruleMet('match')).toBe('false');
    await user.type(screen.getByLabelText('确认新密码'), 'abcdefgH1');
    expect(ruleMet('match')).toBe('true');
    expect(screen.getByLabelText('新密码')).toHaveAccessibleDescription(/长度为 8 至 32 个字符/);
  });

  it('rejects a missing, weak, reused or unconfirmed password without calling the server', async () => {
    const { user, calls } = setup();
    const submit = await screen.findByRole('button', { name: '确定' });
    await user.click(submit);
    expect(await screen.findByText('请输入旧密码')).toBeInTheDocument();
    expect(screen.getByText('请输入新密码')).toBeInTheDocument();
    expect(screen.getByText('请输入确认新密码')).toBeInTheDocument();

    await user.type(screen.getByLabelText('旧密码'), 'Vdaq@2026');
    await user.type(screen.getByLabelText('新密码'), 'Ab1');
    expect(await screen.findByText('新密码不能少于 8 个字符')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('新密码'));
    await user.type(screen.getByLabelText('新密码'), 'abcdefgh1');
    expect(
      await screen.findByText('新密码须包含大写字母、小写字母、数字、符号中的至少三类'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('新密码'));
    await user.type(screen.getByLabelText('新密码'), 'Vdaq@2026');
    expect(await screen.findByText('新密码不能与旧密码相同')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('新密码'));
    await user.type(screen.getByLabelText('新密码'), 'Vdaq#2027x');
    await user.type(screen.getByLabelText('确认新密码'), 'Vdaq#2027y');
    expect(await screen.findByText('两次输入的新密码不一致')).toBeInTheDocument();
    await user.click(submit);
    expect(calls.changes).toHaveLength(0);
  });

  it('changes the password, says so and ends the session', async () => {
    const { user, calls } = setup();
    await user.type(await screen.findByLabelText('旧密码'), 'Vdaq@2026');
    await user.type(screen.getByLabelText('新密码'), 'Vdaq#2027x');
    await user.type(screen.getByLabelText('确认新密码'), 'Vdaq#2027x');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(calls.changes).toEqual([{ oldPassword: 'Vdaq@2026', newPassword: 'Vdaq#2027x' }]);
    // The login screen's captcha spinner is a status too; the toast is the one with the text.
    expect(
      screen
        .getAllByRole('status')
        .some((n) => n.textContent?.includes('密码已修改，请使用新密码重新登录')),
    ).toBe(true);
    expect(getToken()).toBeNull();
  });

  it('shows the server message and keeps what was typed', async () => {
    const { user } = setup({ changeError: { code: 1004, msg: '旧密码错误' } });
    await user.type(await screen.findByLabelText('旧密码'), 'Wrong@2026');
    await user.type(screen.getByLabelText('新密码'), 'Vdaq#2027x');
    await user.type(screen.getByLabelText('确认新密码'), 'Vdaq#2027x');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('旧密码错误');
    expect(screen.getByLabelText('旧密码')).toHaveValue('Wrong@2026');
    expect(screen.getByLabelText('新密码')).toHaveValue('Vdaq#2027x');
    expect(screen.getByLabelText('确认新密码')).toHaveValue('Vdaq#2027x');
    await waitFor(() => expect(getToken()).toBe(testToken));
  });

  it.each([
    ['HTTP 500', () => new HttpResponse(null, { status: 500 }), '服务器错误'],
    ['a lost connection', () => HttpResponse.error(), '网络请求超时'],
  ])(
    'keeps the form with what was typed when the change fails with %s',
    async (_, answer, reason) => {
      const { user, calls } = setup();
      server.use(http.post('*/api/user/changePasswd', answer));
      await user.type(await screen.findByLabelText('旧密码'), 'Vdaq@2026');
      await user.type(screen.getByLabelText('新密码'), 'Vdaq#2027x');
      await user.type(screen.getByLabelText('确认新密码'), 'Vdaq#2027x');
      await user.click(screen.getByRole('button', { name: '确定' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(reason);
      expect(screen.getByLabelText('旧密码')).toHaveValue('Vdaq@2026');
      expect(screen.getByLabelText('新密码')).toHaveValue('Vdaq#2027x');
      expect(screen.getByLabelText('确认新密码')).toHaveValue('Vdaq#2027x');
      expect(screen.getByRole('button', { name: '确定' })).toBeEnabled();
      expect(calls.changes).toHaveLength(0);
      expect(getToken()).toBe(testToken);
    },
  );
});
