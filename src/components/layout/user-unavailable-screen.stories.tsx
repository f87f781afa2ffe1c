import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';

import { clearSession, setToken } from '@/lib/storage';
import { AppAtPath } from '@/testing/app-at-path';

interface StoryArgs {
  path: string;
}

const failing = (answer: () => Response) => ({
  msw: { handlers: { scenario: [http.get('*/api/user/current', answer)] } },
});

/** A token with no stored codes, while the server cannot say who the user is. */
const meta = {
  title: 'Layout/UserUnavailableScreen',
  parameters: { router: false },
  args: { path: '/device-management/device-list' },
  beforeEach: () => {
    // Codes stored by an earlier story would let the shell in; this state has none.
    clearSession();
    setToken('storybook-token');
    return () => clearSession();
  },
  render: ({ path }) => <AppAtPath key={path} path={path} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectCause = async (canvasElement: HTMLElement, cause: string) => {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 1, name: '无法获取账号信息' }),
  ).toBeInTheDocument();
  await expect(canvas.getByText(`原因：${cause}`)).toBeInTheDocument();
  await expect(canvas.getByRole('button', { name: '重试' })).toBeEnabled();
  await expect(canvas.queryByText('无权限')).not.toBeInTheDocument();
};

export const ServerError: Story = {
  parameters: failing(() => new HttpResponse(null, { status: 500 })),
  play: ({ canvasElement }) => expectCause(canvasElement, '服务器错误'),
};

export const NetworkDown: Story = {
  parameters: failing(() => HttpResponse.error()),
  play: ({ canvasElement }) => expectCause(canvasElement, '网络请求超时'),
};

export const MalformedAnswer: Story = {
  parameters: failing(() => HttpResponse.json({ unexpected: true })),
  play: ({ canvasElement }) => expectCause(canvasElement, '服务器返回的数据格式不正确'),
};
