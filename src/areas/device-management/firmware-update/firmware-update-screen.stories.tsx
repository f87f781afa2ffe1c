import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { screenStory, type ScreenStoryArgs } from '@/testing/screen-story';
import { scenarioParameters } from '@/testing/story-scenario';

const meta = {
  title: 'DeviceManagement/FirmwareUpdate',
  ...screenStory('/device-management/device-firmware-update'),
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const history = (canvas: HTMLElement) => within(canvas).findByRole('table', { name: '升级记录' });

export const History: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await history(canvasElement));
    await expect(await rows.findByText('#1023')).toBeInTheDocument();
    await expect(rows.getAllByText('已取消').length).toBeGreaterThan(0);
  },
};

/** The history of one device, as a device list row opens it. */
export const ForOneDevice: Story = {
  args: { path: '/device-management/device-firmware-update?deviceId=1034' },
  play: async ({ canvasElement }) => {
    const rows = within(await history(canvasElement));
    await expect(await rows.findByText('#1023')).toBeInTheDocument();
    await expect(rows.queryByText('#1022')).toBeNull();
  },
};

/** A job's live view: its devices with their state and progress. */
export const Job: Story = {
  args: { path: '/device-management/device-firmware-update?jobId=1022' },
  play: async ({ canvasElement }) => {
    const devices = await within(canvasElement).findByRole('table', { name: '设备进度' });
    await expect(within(devices).getAllByRole('progressbar').length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: scenarioParameters('slow'),
  play: async ({ canvasElement }) => {
    const list = await history(canvasElement);
    await expect(list.querySelector('tbody[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: scenarioParameters('empty'),
  play: async ({ canvasElement }) => {
    const rows = within(await history(canvasElement));
    await expect(await rows.findByText('还没有升级任务')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: scenarioParameters('server-error'),
  play: async ({ canvasElement }) => {
    const rows = within(await history(canvasElement));
    await expect(await rows.findByRole('alert')).toHaveTextContent('获取数据失败');
  },
};

/** Markup in every text of the answers shows as text and never runs. */
export const Hostile: Story = {
  parameters: scenarioParameters('hostile'),
  play: async ({ canvasElement }) => {
    await history(canvasElement);
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    await expect(canvasElement.querySelector('main script')).toBeNull();
  },
};

/** 新建升级任务 asks for the firmware and the devices before anything starts. */
export const NewJob: Story = {
  play: async ({ canvasElement }) => {
    await history(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新建升级任务' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: '新建升级任务' }));
    await userEvent.click(dialog.getByRole('button', { name: '开始升级' }));
    await expect(await dialog.findByText('请选择目标设备')).toBeInTheDocument();
  },
};
