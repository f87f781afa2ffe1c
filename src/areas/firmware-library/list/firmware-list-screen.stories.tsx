import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { screenStory, type ScreenStoryArgs } from '@/testing/screen-story';
import { scenarioParameters } from '@/testing/story-scenario';

const meta = {
  title: 'FirmwareLibrary/FirmwareList',
  ...screenStory('/firmware-library/firmware-library-list'),
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: HTMLElement) => within(canvas).findByRole('table', { name: '固件' });

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
    await expect(await rows.findByText('没有符合条件的固件')).toBeInTheDocument();
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

/** 上传固件 with nothing chosen: the messages beside the fields. */
export const UploadChecks: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '上传固件' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: '上传固件' }));
    await userEvent.click(dialog.getByRole('button', { name: '上传' }));
    await expect(await dialog.findByText('请选择固件文件')).toBeInTheDocument();
  },
};
