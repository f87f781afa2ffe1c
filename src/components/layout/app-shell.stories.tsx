import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import type { AuthorityCode } from '@/api/generated/model';
import { AuthorityCode as codes } from '@/api/generated/model';
import { clearSession, setAuthorities, setToken, setUserInfo } from '@/lib/storage';
import { AppAtPath } from '@/testing/app-at-path';

interface ShellStoryArgs {
  path: string;
  authorities: readonly AuthorityCode[];
}

function signIn(authorities: readonly AuthorityCode[]) {
  setUserInfo({
    id: 1,
    username: 'admin',
    realName: '王建国',
    roles: [{ id: 1, name: '系统管理员' }],
    authorities: [...authorities],
    userTagIds: [],
  });
  setAuthorities(authorities);
  setToken('storybook-token');
}

const meta = {
  title: 'Layout/AppShell',
  parameters: { router: false },
  args: { path: '/device-management/device-list', authorities: Object.values(codes) },
  beforeEach: ({ args }) => {
    signIn(args.authorities);
    return () => clearSession();
  },
  render: ({ path }) => <AppAtPath key={path} path={path} />,
} satisfies Meta<ShellStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeviceList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '设备列表' }),
    ).toBeInTheDocument();
    const trail = canvas.getByRole('navigation', { name: '面包屑' });
    await expect(within(trail).getByRole('link', { name: '采集设备管理' })).toBeInTheDocument();
  },
};

/** The console in the dark theme with compact tables (any story can show it from the toolbar). */
export const DeviceListDark: Story = {
  globals: { theme: 'dark', density: 'compact' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '设备列表' }),
    ).toBeInTheDocument();
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(document.documentElement).toHaveAttribute('data-density', 'compact');
  },
};

export const EditSignalDictionary: Story = {
  args: { path: '/data-compute/signal-dict-handle/edit/7' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '编辑信号字典' }),
    ).toBeInTheDocument();
  },
};

export const FewAuthorities: Story = {
  args: {
    path: '/monitoring/global-monitoring',
    authorities: ['monitor:global', 'system:log', 'download:view'],
  },
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement).findByRole('navigation', { name: '主菜单' });
    await expect(within(menu).getByRole('link', { name: '全局监控' })).toBeInTheDocument();
    await expect(within(menu).queryByRole('link', { name: '单设备监控' })).toBeNull();
    await expect(within(menu).queryByRole('button', { name: '采集设备管理' })).toBeNull();
  },
};

export const UserMenuOpen: Story = {
  args: { path: '/dashboard' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: '数据看板' });
    await userEvent.click(await canvas.findByRole('button', { name: /^王建国\s?（用户菜单）$/ }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: '退出登录' })).toBeInTheDocument();
  },
};

export const NarrowScreen: Story = {
  args: { path: '/system-management/operation-log' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
