import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { demoAccount, demoCaptchaCode } from '@/mocks/demo';
import { scenarioParameters } from '@/testing/story-scenario';

import { SessionTestApp } from '../testing/session-router';
import { LoginPage } from './login-page';

/** The login screen under the mock's named fault scenarios. */
const meta = {
  title: 'Session/LoginPage/Scenarios',
  component: LoginPage,
  parameters: { router: false },
  render: () => <SessionTestApp initialEntry="/login" />,
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every call answers after 3 s: the captcha shows its loading state meanwhile. */
export const Slow: Story = {
  parameters: scenarioParameters('slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: '验证码加载中' })).toBeInTheDocument();
  },
};

/** No answer at all: the captcha says it failed and offers a retry; the form stays usable. */
export const NetworkDown: Story = {
  parameters: scenarioParameters('network-down'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('验证码加载失败，点击重试')).toBeInTheDocument();
    await expect(canvas.getByLabelText('用户名')).toBeEnabled();
  },
};

/** HTTP 500 on every call: the login error is shown and nothing typed is lost. */
export const ServerError: Story = {
  parameters: scenarioParameters('server-error'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('用户名'), demoAccount.username);
    await userEvent.type(canvas.getByLabelText('密码'), demoAccount.password);
    await userEvent.type(canvas.getByRole('textbox', { name: '验证码' }), demoCaptchaCode);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('服务器错误');
    await expect(canvas.getByLabelText('用户名')).toHaveValue(demoAccount.username);
  },
};

/** Script payloads in every answer are shown as text and never run. */
export const Hostile: Story = {
  parameters: scenarioParameters('hostile'),
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('用户名'), 'nobody');
    await userEvent.type(canvas.getByLabelText('密码'), 'wrong-password');
    await userEvent.type(canvas.getByRole('textbox', { name: '验证码' }), demoCaptchaCode);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('<script>');
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};
