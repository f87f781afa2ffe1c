import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { screenStory, type ScreenStoryArgs } from '@/testing/screen-story';

const meta = {
  title: 'Workspace/KeyList',
  ...screenStory('/dashboard'),
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: '数据看板' });
    await userEvent.keyboard('?');
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: '快捷键' });
    await expect(within(dialog).getByRole('cell', { name: '前往数据看板' })).toBeVisible();
    await expect(within(dialog).getByRole('cell', { name: '关闭当前页签' })).toBeVisible();
  },
};
