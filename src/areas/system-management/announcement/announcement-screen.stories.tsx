import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { screenStory, type ScreenStoryArgs } from '@/testing/screen-story';
import { scenarioParameters } from '@/testing/story-scenario';

const meta = {
  title: 'SystemManagement/Announcement',
  ...screenStory('/system-management/announcements'),
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: HTMLElement) => within(canvas).findByRole('table', { name: '公告' });
const body = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

export const Data: Story = {};
export const Loading: Story = { parameters: scenarioParameters('slow') };
export const Empty: Story = { parameters: scenarioParameters('empty') };
export const ServerError: Story = { parameters: scenarioParameters('server-error') };

/** Hostile text everywhere, the bell included: nothing runs, no image or handler appears. */
export const Hostile: Story = {
  parameters: scenarioParameters('hostile'),
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await expect(canvasElement.ownerDocument.querySelector('img[src="x"]')).toBeNull();
  },
};

/** The editor's preview is sanitized as the readers' view is. */
export const EditorPreview: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新增' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: '新增公告' }));
    const content = dialog.getByRole('textbox', { name: '内容' });
    await userEvent.click(content);
    await userEvent.paste(
      '<b>要点</b><img src=x onerror="window.__x=1"><a href="javascript:1">链接</a>',
    );
    const preview = dialog.getByRole('region', { name: '预览' });
    await expect(within(preview).getByText('要点').tagName).toBe('B');
    await expect(preview.querySelector('img')).toBeNull();
    await expect(within(preview).getByText('链接')).not.toHaveAttribute('href');
  },
};

/** 发布 asks first, naming the announcement. */
export const PublishConfirm: Story = {
  args: { path: '/system-management/announcements?status=draft' },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    const [menu] = await rows.findAllByRole('button', { name: /^操作：/ });
    if (!menu) throw new Error('no row');
    await userEvent.click(menu);
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: '发布' }));
    await expect(await body(canvasElement).findByRole('alertdialog')).toHaveTextContent('发布后');
  },
};
