import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import type { AuthorityCode } from '@/api/generated/model';
import { clearSession, setAuthorities, setToken, setUserInfo } from '@/lib/storage';
import { AppAtPath } from '@/testing/app-at-path';

import { ForbiddenScreen } from './forbidden-screen';

interface StoryArgs {
  path: string;
  held: AuthorityCode[];
}

const meta = {
  title: 'Layout/ForbiddenScreen',
  parameters: { router: false },
  args: { path: '/system-management/account-management', held: ['dashboard:view', 'device:list'] },
  beforeEach: ({ args }) => {
    setUserInfo({
      id: 9,
      username: 'viewer',
      realName: '李娜',
      roles: [],
      authorities: args.held,
      userTagIds: [],
    });
    setAuthorities(args.held);
    setToken('storybook-token');
    return () => clearSession();
  },
  render: ({ path }) => <AppAtPath key={path} path={path} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The whole app loads here (layout chunk first): give it more than the default second.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '无权限' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toBeInTheDocument();
    await expect(canvas.queryByText('此页面尚未完成')).not.toBeInTheDocument();
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user without system:account types the account screen's URL. */
export const TypedUrl: Story = {};

/** A detail screen follows its menu screen's code (monitor:single here). */
export const DetailScreen: Story = {
  args: { path: '/monitoring/single-device-monitoring/12', held: ['monitor:global'] },
};

export const BodyOnly: Story = {
  parameters: { router: true, route: '/' },
  render: () => <ForbiddenScreen />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: '无权限' }),
    ).toBeInTheDocument();
  },
};
