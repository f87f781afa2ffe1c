import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { AuthorityCode } from '@/api/generated/model';
import { clearSession, setAuthorities, setToken, setUserInfo } from '@/lib/storage';
import { AppAtPath } from '@/testing/app-at-path';
import { scenarioParameters } from '@/testing/story-scenario';

const PATH = '/data-compute/marker';

const meta = {
  title: 'DataCompute/Marker',
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

const table = (canvas: HTMLElement) => within(canvas).findByRole('table', { name: '标记规则记录' });

export const Data: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await expect(await rows.findByText('90300')).toBeInTheDocument();
    await waitFor(() =>
      expect(canvasElement.querySelector('[aria-label="各规则命中次数"]')).not.toBeNull(),
    );
  },
};

export const Loading: Story = {
  parameters: scenarioParameters('slow'),
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await expect(rows.querySelector('tbody')).toHaveAttribute('aria-busy', 'true');
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

export const Hostile: Story = {
  parameters: scenarioParameters('hostile'),
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

/** A record opened from the URL, as a shared link would. */
export const RecordDetail: Story = {
  args: { path: `${PATH}?record=90005` },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '标记记录 90005' });
    await expect(await within(dialog).findByLabelText('备注')).toBeInTheDocument();
  },
};

export const RecordDetailHostile: Story = {
  ...RecordDetail,
  parameters: scenarioParameters('hostile'),
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.querySelector('img[src="x"]')).toBeNull();
  },
};

export const FilterErrors: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    const form = within(within(canvasElement).getByRole('form', { name: '筛选标记规则记录' }));
    await userEvent.type(form.getByLabelText('VIN'), 'ABC');
    await userEvent.click(form.getByRole('button', { name: '查询' }));
    await expect(await form.findByText(/VIN 须为 17 位/)).toBeVisible();
  },
};

export const LookupByIds: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '按编号查询' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('记录编号'), '90001, 90002, 5');
    await userEvent.click(dialog.getByRole('button', { name: '查询' }));
    await expect(await dialog.findByText(/找到 2 条/)).toBeVisible();
  },
};
