import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { screenStory, type ScreenStoryArgs } from '@/testing/screen-story';
import { scenarioParameters } from '@/testing/story-scenario';

const meta = {
  title: 'TestProjectManagement/TestProject',
  ...screenStory('/test-project-management/testproject'),
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: HTMLElement) => within(canvas).findByRole('table', { name: '试验项目列表' });
const body = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

/** Status as the server labels it, progress against target. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await expect((await rows.findAllByText('进行中')).length).toBeGreaterThan(0);
    await expect(rows.getByRole('meter', { name: '里程进度 100%' })).toBeInTheDocument();
  },
};

/** Status and period from the URL. */
export const Filtered: Story = {
  args: { path: '/test-project-management/testproject?status=3&from=2026-01-01&to=2026-12-31' },
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
    await expect(await rows.findByText('没有符合条件的试验项目')).toBeInTheDocument();
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
    await expect(canvasElement.querySelector('main script')).toBeNull();
  },
};

/** 新增 with nothing filled: the first field focused, a message beside each required one. */
export const AddDialog: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新增' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: '新增试验项目' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    const name = dialog.getByRole('textbox', { name: '项目名称' });
    // The messages come once the form's schema has loaded (it starts loading as the dialog opens).
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription('请输入项目名称');
    await expect(dialog.getByText('请至少选择一个车队')).toBeVisible();
  },
};

export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await userEvent.click(await rows.findByRole('button', { name: '操作：海南夏季高温耐久试验' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: '删除' }));
    await expect(await body(canvasElement).findByRole('alertdialog')).toHaveTextContent(
      '海南夏季高温耐久试验',
    );
  },
};
