import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { AuthorityCode as codes } from '@/api/generated/model';
import { clearSession, setAuthorities, setToken, setUserInfo } from '@/lib/storage';
import { AppAtPath } from '@/testing/app-at-path';
import { scenarioParameters } from '@/testing/story-scenario';

const titles = [
  '月度试验报告',
  '试验项目报告',
  'GPS 轨迹回显',
  '热力图',
  '时间线',
  '试验里程',
  '试验时长',
];

function signIn() {
  const authorities = Object.values(codes);
  setUserInfo({
    id: 1,
    username: 'admin',
    realName: '王建国',
    roles: [{ id: 1, name: '系统管理员' }],
    authorities,
    userTagIds: [],
  });
  setAuthorities(authorities);
  setToken('storybook-token');
}

const meta = {
  title: 'Dashboard/Board',
  component: AppAtPath,
  parameters: { router: false },
  args: { path: '/dashboard' },
  beforeEach: () => {
    signIn();
    return () => clearSession();
  },
  render: ({ path }) => <AppAtPath key={path} path={path} />,
} satisfies Meta<typeof AppAtPath>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Board: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '数据看板' }),
    ).toBeInTheDocument();
    for (const title of titles) {
      const region = await canvas.findByRole('region', { name: title });
      await waitFor(() => expect(within(region).queryByRole('status')).toBeNull());
      await expect(within(region).queryByText('获取数据失败')).toBeNull();
    }
  },
};

/** A shared link: a week's timeline on page 2, last month's heatmap. */
export const SharedLink: Story = {
  args: { path: '/dashboard?timelineType=week&timelinePage=2&heatmapMonth=2026-10' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const timeline = await canvas.findByRole('region', { name: '时间线' });
    await expect(within(timeline).getByRole('combobox', { name: '粒度' })).toHaveTextContent('周');
  },
};

export const Loading: Story = { parameters: scenarioParameters('slow') };
export const Empty: Story = { parameters: scenarioParameters('empty') };
export const ServerError: Story = { parameters: scenarioParameters('server-error') };
export const Hostile: Story = { parameters: scenarioParameters('hostile') };
