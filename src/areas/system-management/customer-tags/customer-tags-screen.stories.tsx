import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { screenStory, type ScreenStoryArgs } from '@/testing/screen-story';
import { scenarioParameters } from '@/testing/story-scenario';

const meta = {
  title: 'SystemManagement/CustomerTags',
  ...screenStory('/system-management/customer-tags'),
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: HTMLElement) => within(canvas).findByRole('table', { name: '客户标签' });
const body = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

export const Data: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await expect((await rows.findAllByRole('button', { name: /^操作：/ })).length).toBeGreaterThan(
      0,
    );
  },
};

export const Loading: Story = {
  parameters: scenarioParameters('slow'),
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    await expect(list.querySelector('tbody[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: scenarioParameters('empty'),
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await expect(await rows.findByText('没有符合条件的客户标签')).toBeInTheDocument();
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

/** 新增 sent empty: the message beside the name. */
export const AddChecks: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新增' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: '新增客户标签' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    // The form's messages come once its schema has loaded (it starts loading as the form opens).
    await waitFor(() => expect(dialog.getByText('请输入标签名称')).toBeInTheDocument());
  },
};

/** The delete confirmation of a tag that accounts carry. */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    const [menu] = await rows.findAllByRole('button', { name: /^操作：/ });
    if (menu) await userEvent.click(menu);
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: '删除' }));
    await body(canvasElement).findByRole('alertdialog');
  },
};
