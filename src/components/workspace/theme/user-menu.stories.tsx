import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';

import { UserMenu } from '@/components/layout/user-menu';
import { clearSession, setUserInfo } from '@/lib/storage';

const meta = {
  title: 'Layout/UserMenu',
  component: UserMenu,
  parameters: { layout: 'centered' },
  beforeEach: () => {
    setUserInfo({
      id: 1,
      username: 'admin',
      realName: '王建国',
      roles: [{ id: 1, name: '系统管理员' }],
      authorities: [],
      userTagIds: [],
    });
    return () => clearSession();
  },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menu open on its look: theme (浅色 / 深色 / 跟随系统) and table density (标准 / 紧凑). */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /用户菜单/ }));
    const menu = await screen.findByRole('menu');
    const theme = within(menu).getByRole('group', { name: '主题' });
    await expect(within(theme).getAllByRole('menuitemradio')).toHaveLength(3);
    await expect(within(menu).getByRole('group', { name: '表格密度' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: '退出登录' })).toBeVisible();
  },
};

/** The same menu in the dark theme, with the compact density chosen. */
export const OpenDark: Story = {
  globals: { theme: 'dark', density: 'compact' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /用户菜单/ }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: '深色' })).toBeChecked();
    await expect(within(menu).getByRole('menuitemradio', { name: '紧凑' })).toBeChecked();
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};
