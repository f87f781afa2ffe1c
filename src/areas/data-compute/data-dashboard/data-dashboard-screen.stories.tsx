import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { AuthorityCode } from '@/api/generated/model';
import { clearSession, setAuthorities, setToken, setUserInfo } from '@/lib/storage';
import { AppAtPath } from '@/testing/app-at-path';
import { scenarioParameters } from '@/testing/story-scenario';

const PATH = '/data-compute/data-dashboard';

const meta = {
  title: 'DataCompute/DataDashboard',
  parameters: { router: false },
  args: { path: PATH },
  beforeEach: () => {
    const authorities = Object.values(AuthorityCode);
    setUserInfo({
      id: 1,
      username: 'admin',
      realName: '张伟',
      roles: [{ id: 1, name: '系统管理员' }],
      authorities,
      userTagIds: [],
    });
    setAuthorities(authorities);
    setToken('storybook-token');
    return () => clearSession();
  },
  render: ({ path }) => <AppAtPath key={path} path={path} />,
} satisfies Meta<{ path: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: HTMLElement) => within(canvas).findByRole('table', { name: '数据集策略' });

export const Data: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await expect(await rows.findByText('智己 L7 车速分析')).toBeInTheDocument();
    await expect(rows.getAllByText('未关联').length).toBeGreaterThan(0);
  },
};

/** The list may take minutes: after a moment the screen says so and counts. */
export const Loading: Story = {
  parameters: scenarioParameters('slow'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/请耐心等待/)).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: scenarioParameters('empty'),
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await expect(await rows.findByText('暂无数据')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: scenarioParameters('server-error'),
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await expect(await rows.findByRole('alert')).toHaveTextContent('获取数据失败');
  },
};

/** Markup in every text of the answers shows as text and never runs. */
export const Hostile: Story = {
  parameters: scenarioParameters('hostile'),
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    await expect(canvasElement.querySelector('main script')).toBeNull();
  },
};

export const FilteredAndSorted: Story = {
  args: { path: `${PATH}?strategy_type=raw&sortBy=strategy_name&sortOrder=asc` },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await expect(await rows.findByText('mg4_legacy')).toBeInTheDocument();
    await expect(rows.queryByText('im_l7_speed')).toBeNull();
  },
};
