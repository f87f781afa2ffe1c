import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { screenStory, type ScreenStoryArgs } from '@/testing/screen-story';
import { scenarioParameters } from '@/testing/story-scenario';

const meta = {
  title: 'DeviceManagement/DeviceConfiguration',
  ...screenStory('/device-management/device-configuration?deviceId=1024'),
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvas: HTMLElement, name: string) => within(canvas).findByRole('region', { name });

export const Data: Story = {
  play: async ({ canvasElement }) => {
    const can = within(await group(canvasElement, 'CAN'));
    await expect(can.getByText('已用 4 / 16 · 启用 3')).toBeInTheDocument();
  },
};

/** No device in the URL: the chooser. */
export const Chooser: Story = {
  args: { path: '/device-management/device-configuration' },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: '设备' });
    await expect(within(list).getAllByRole('link').length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: scenarioParameters('slow'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: scenarioParameters('server-error'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};

/** Markup in every text of the answers shows as text and never runs. */
export const Hostile: Story = {
  parameters: scenarioParameters('hostile'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: '设备配置' });
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    await expect(canvasElement.querySelector('main script')).toBeNull();
  },
};

/** FlexRay filled to its 2 ports: its one add button says why no more, and pressing it refuses. */
export const OverCapacity: Story = {
  play: async ({ canvasElement }) => {
    const flexray = within(await group(canvasElement, 'FlexRay'));
    const add = flexray.getByRole('button', { name: '添加FlexRay端口' });
    await userEvent.click(add);
    await userEvent.click(add);
    await expect(add).toHaveAccessibleDescription('FlexRay 最多 2 个端口');
    await userEvent.click(add);
    await expect(flexray.getByRole('alert')).toHaveTextContent('FlexRay 最多 2 个端口');
  },
};

/** A bus type that takes no port offers no slot button, only the reason on its add button. */
export const NoCapacity: Story = {
  play: async ({ canvasElement }) => {
    const ethLog = within(await group(canvasElement, 'ETH-LOG'));
    const [add, ...others] = ethLog.getAllByRole('button');
    await expect(others).toEqual([]);
    await expect(add).toHaveAccessibleDescription('ETH-LOG 不能配置端口');
  },
};

/** Two ports named alike: after 保存 the renamed one carries the message. */
export const DuplicateName: Story = {
  play: async ({ canvasElement }) => {
    const can = within(await group(canvasElement, 'CAN'));
    const name = can.getByRole('textbox', { name: 'CAN 1 名称' });
    await userEvent.clear(name);
    await userEvent.type(name, 'CAN2');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('端口名称与同一设备的其他端口重复'),
    );
  },
};

/** 保存 lists the changes first. */
export const DiffBeforeSave: Story = {
  play: async ({ canvasElement }) => {
    const can = within(await group(canvasElement, 'CAN'));
    await userEvent.click(can.getByRole('button', { name: '添加 CAN 5' }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: '保存' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('新增 CAN 5 CAN5');
  },
};
