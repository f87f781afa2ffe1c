import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { db } from '@/mocks/db';
import { screenStory, type ScreenStoryArgs } from '@/testing/screen-story';
import { scenarioParameters } from '@/testing/story-scenario';

const meta = {
  title: 'DatabaseManagement/Database',
  ...screenStory('/database-management/database'),
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const instances = (canvas: HTMLElement) =>
  within(canvas).findByRole('table', { name: '数据库实例' });

/** The instances; the first one's backups and tables, largest tables first. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    await instances(canvasElement);
    await within(canvasElement).findByRole('table', { name: 'vdaq-main 的数据表' });
  },
};

/** A backup running on the server: its progress, refreshed while the screen is open. */
export const RunningBackup: Story = {
  beforeEach: () => {
    db.backups.insert({
      name: '升级前备份',
      instanceId: 1,
      status: 'running',
      progress: 20,
      fileName: null,
      sizeBytes: null,
      startedAt: new Date().toISOString(),
      finishedAt: null,
      createdBy: 'Admin',
      remark: null,
      message: null,
    });
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('progressbar', { name: '备份进度 升级前备份' }),
    ).toBeInTheDocument();
  },
};

/** 立即备份 sent without a name: the message beside the field. */
export const CreateChecks: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', { name: 'vdaq-main 的备份' });
    await userEvent.click(within(canvasElement).getByRole('button', { name: '立即备份' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: '立即备份' }));
    await userEvent.click(dialog.getByRole('button', { name: '开始备份' }));
    // The form's messages come once its schema has loaded (it starts loading as the form opens).
    await waitFor(() => expect(dialog.getByText('请输入备份名称')).toBeInTheDocument());
  },
};

/** The offline instance: its tables, and no backup offered. */
export const OfflineInstance: Story = {
  args: { path: '/database-management/database?instance=3' },
};

export const Loading: Story = {
  parameters: scenarioParameters('slow'),
  play: async ({ canvasElement }) => {
    const list = await instances(canvasElement);
    await expect(list.querySelector('tbody[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: scenarioParameters('empty'),
  play: async ({ canvasElement }) => {
    const rows = within(await instances(canvasElement));
    await expect(await rows.findByText('没有数据库实例')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: scenarioParameters('server-error'),
  play: async ({ canvasElement }) => {
    const rows = within(await instances(canvasElement));
    await expect(await rows.findByRole('alert')).toHaveTextContent('获取数据失败');
  },
};

/** Markup in every text of the answers shows as text and never runs. */
export const Hostile: Story = {
  parameters: scenarioParameters('hostile'),
  play: async ({ canvasElement }) => {
    await instances(canvasElement);
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    await expect(canvasElement.querySelector('main script')).toBeNull();
  },
};
