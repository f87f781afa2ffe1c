import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { db } from '@/mocks/db';
import { screenStory, type ScreenStoryArgs } from '@/testing/screen-story';
import { scenarioParameters } from '@/testing/story-scenario';

const meta = {
  title: 'Download/DownloadCenter',
  ...screenStory('/download'),
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: HTMLElement) => within(canvas).findByRole('table', { name: '下载任务' });

/** Finished, expired and failed jobs (with the reason), and packing ones with their progress. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await expect(await rows.findByText('打包失败：部分文件已被删除')).toBeInTheDocument();
  },
};

/** A job packing: its progress, and the note that the list refreshes itself. */
export const RunningJob: Story = {
  beforeEach: () => {
    const job = db.downloadJobs.findBy((j) => j.status === 'done');
    if (job) db.downloadJobs.update(job.id, { status: 'running', progress: 5, finishedAt: null });
  },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await expect((await rows.findAllByRole('progressbar')).length).toBeGreaterThan(0);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('自动刷新');
  },
};

export const FailedJobs: Story = {
  args: { path: '/download?status=failed' },
};

/** The files of a job, each ready one downloadable on its own. */
export const Files: Story = {
  args: { path: '/download?status=done' },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    const [menu] = await rows.findAllByRole('button', { name: /^操作：/ });
    if (menu) await userEvent.click(menu);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('menuitem', { name: '查看文件' }));
    const dialog = within(await page.findByRole('dialog'));
    await expect((await dialog.findAllByRole('button', { name: /^下载 / })).length).toBeGreaterThan(
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
    await expect(await rows.findByText('没有符合条件的下载任务')).toBeInTheDocument();
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
