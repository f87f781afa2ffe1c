import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { AuthorityCode as codes } from '@/api/generated/model';
import { clearSession, setAuthorities, setToken } from '@/lib/storage';
import { AppAtPath } from '@/testing/app-at-path';

import { NotFoundScreen } from './not-found-screen';

const meta = {
  title: 'Layout/NotFoundScreen',
  parameters: { router: false },
  args: { path: '/no-such-page' },
  beforeEach: () => {
    setAuthorities(Object.values(codes));
    setToken('storybook-token');
    return () => clearSession();
  },
  render: ({ path }) => <AppAtPath key={path} path={path} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '页面不存在' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toBeInTheDocument();
  },
} satisfies Meta<{ path: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownPath: Story = {};

export const InvalidRouteParams: Story = {
  args: { path: '/data-compute/global-task/view/abc' },
};

export const BodyOnly: Story = {
  parameters: { router: true, route: '/' },
  render: () => <NotFoundScreen />,
};
