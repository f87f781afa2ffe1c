import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { screenStory, type ScreenStoryArgs } from '@/testing/screen-story';
import { scenarioParameters } from '@/testing/story-scenario';

const meta = {
  title: 'SystemManagement/Account',
  ...screenStory('/system-management/account-management'),
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: HTMLElement) => within(canvas).findByRole('table', { name: '账号' });
const body = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

export const Data: Story = {};

export const Filtered: Story = {
  args: { path: '/system-management/account-management?status=disabled' },
};

export const Loading: Story = { parameters: scenarioParameters('slow') };
export const Empty: Story = { parameters: scenarioParameters('empty') };
export const ServerError: Story = { parameters: scenarioParameters('server-error') };

/** Markup in every text of the answers shows as text and never runs. */
export const Hostile: Story = {
  parameters: scenarioParameters('hostile'),
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

/** The signed-in account's delete is disabled, with the reason under it. */
export const SelfProtected: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await userEvent.click(await rows.findByRole('button', { name: '操作：admin' }));
    const item = await body(canvasElement).findByRole('menuitem', { name: /^删除/ });
    await expect(item).toHaveAttribute('data-disabled');
    await expect(item).toHaveTextContent('不能停用或删除当前登录的账号');
  },
};

/** 新增 with the password rules ticked off as one types. */
export const CreateDialog: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新增' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: '新增账号' }));
    await userEvent.type(dialog.getByLabelText('初始密码'), 'abcdefgh1');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    // The form's messages come once its schema has loaded (it starts loading as the form opens).
    await waitFor(() => expect(dialog.getByLabelText('用户名')).toHaveFocus());
  },
};
