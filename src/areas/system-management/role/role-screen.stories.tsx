import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { screenStory, type ScreenStoryArgs } from '@/testing/screen-story';
import { scenarioParameters } from '@/testing/story-scenario';

const meta = {
  title: 'SystemManagement/Role',
  ...screenStory('/system-management/role-management'),
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: HTMLElement) => within(canvas).findByRole('table', { name: '角色' });
const body = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

export const Data: Story = {};
export const Loading: Story = { parameters: scenarioParameters('slow') };
export const Empty: Story = { parameters: scenarioParameters('empty') };
export const ServerError: Story = { parameters: scenarioParameters('server-error') };
export const Hostile: Story = { parameters: scenarioParameters('hostile') };

/** A role that accounts hold cannot be deleted; the menu says how many hold it. */
export const DeleteRefused: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await userEvent.click(await rows.findByRole('button', { name: '操作：访客' }));
    const item = await body(canvasElement).findByRole('menuitem', { name: /^删除/ });
    await expect(item).toHaveAttribute('data-disabled');
    await expect(item).toHaveTextContent(/仍有 \d+ 个账号使用此角色/);
  },
};

/** The editor: ticking an area grants its screens and the menu preview shows them. */
export const Editor: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新增' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: '新增角色' }));
    await userEvent.click(await dialog.findByRole('checkbox', { name: /^固件库/ }));
    const preview = dialog.getByRole('region', { name: '菜单预览' });
    await expect(preview).toHaveTextContent('固件列表');
    await userEvent.type(dialog.getByRole('searchbox', { name: '搜索权限' }), '删除账号');
    await expect(dialog.getByRole('checkbox', { name: /^系统管理/ })).not.toBeChecked();
  },
};
