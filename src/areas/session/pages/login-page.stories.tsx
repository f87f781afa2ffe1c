import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, waitFor } from 'storybook/test';

import { demoAccount, demoCaptchaCode } from '@/mocks/demo';

import { SessionTestApp } from '../testing/session-router';
import { LoginPage } from './login-page';

const meta = {
  title: 'Session/LoginPage',
  component: LoginPage,
  // The page brings its own routes, so the login can be followed to where it leads.
  parameters: { router: false, entry: '/login' },
  render: (_args, { parameters }) => (
    <SessionTestApp
      initialEntry={typeof parameters.entry === 'string' ? parameters.entry : '/login'}
    />
  ),
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo account (admin / Vdaq@2026) with captcha 8888 logs in. */
export const Default: Story = {};

export const BusinessError: Story = {
  parameters: {
    msw: {
      handlers: {
        scenario: [
          http.post('*/api/user/login', () =>
            HttpResponse.json({ code: 1001, msg: '用户名或密码错误', data: null }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('用户名'), demoAccount.username);
    await userEvent.type(canvas.getByLabelText('密码'), 'wrong-password');
    await userEvent.type(canvas.getByLabelText('验证码'), demoCaptchaCode);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('用户名或密码错误');
    await expect(canvas.getByLabelText('用户名')).toHaveValue(demoAccount.username);
  },
};

/** Where the client sends the user after a 102 answer: the URL carries the expiry marker. */
export const SessionExpired: Story = {
  parameters: { entry: `/login?redirect=${encodeURIComponent('/dashboard')}&expired=1` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('登录已失效，请重新登录')).toBeVisible();
  },
};

/** A deep link opened without a session: it returns there after login, claiming no expiry. */
export const DeepLinkWithoutSession: Story = {
  parameters: { entry: `/login?redirect=${encodeURIComponent('/dashboard')}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '登录' })).toBeVisible();
    await expect(canvas.queryByText('登录已失效，请重新登录')).not.toBeInTheDocument();
  },
};

export const Pending: Story = {
  parameters: {
    msw: { handlers: { scenario: [http.post('*/api/user/login', () => delay('infinite'))] } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('用户名'), demoAccount.username);
    await userEvent.type(canvas.getByLabelText('密码'), demoAccount.password);
    await userEvent.type(canvas.getByLabelText('验证码'), demoCaptchaCode);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: '登录' })).toBeDisabled());
  },
};

export const ValidationMessages: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '登录' }));
    await expect(await canvas.findByText('请输入用户名')).toBeVisible();
  },
};

export const ForgotPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('用户名'), demoAccount.username);
    await userEvent.click(canvas.getByRole('button', { name: '忘记密码' }));
    await expect(await screen.findByRole('dialog', { name: '重置密码' })).toBeVisible();
  },
};
