import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { screenStory, type ScreenStoryArgs } from '@/testing/screen-story';
import { scenarioParameters } from '@/testing/story-scenario';

const meta = {
  title: 'SystemManagement/OperationLog',
  ...screenStory('/system-management/operation-log'),
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: HTMLElement) => within(canvas).findByRole('table', { name: '操作日志' });

export const Data: Story = {};

/** Filters from the URL: failed deletions in a time range. */
export const Filtered: Story = {
  args: {
    path: '/system-management/operation-log?action=delete&result=failure&start=2026-10-01%2000:00:00&end=2026-11-30%2023:59:59',
  },
};

export const Loading: Story = { parameters: scenarioParameters('slow') };
export const Empty: Story = { parameters: scenarioParameters('empty') };
export const ServerError: Story = { parameters: scenarioParameters('server-error') };
export const Hostile: Story = { parameters: scenarioParameters('hostile') };

/** A row opens its detail with the request summary. */
export const Detail: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    const [first] = await within(rows).findAllByRole('row', { name: /admin|guest|tester/ });
    if (!first) throw new Error('no row');
    await userEvent.click(first);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '操作详情',
    });
    await expect(dialog).toHaveTextContent(/(GET|POST) \/api\//);
  },
};
