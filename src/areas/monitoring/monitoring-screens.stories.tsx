import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { setMonitorData } from '@/lib/storage';
import { screenStory, type ScreenStoryArgs } from '@/testing/screen-story';
import { scenarioParameters } from '@/testing/story-scenario';

// The stories have no socket server: the screens show the calls' data with the connection 已断开
// (or 连接中) as a user sees it while the socket cannot be reached.
const meta = {
  title: 'Monitoring/Screens',
  ...screenStory('/monitoring/global-monitoring'),
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GlobalData: Story = {
  play: async ({ canvasElement }) => {
    // The tiles are laid out in blocks, but read as one list of every device, each opening it.
    const grid = await within(canvasElement).findByRole('list', { name: '设备' });
    const tiles = await within(grid).findAllByRole('listitem');
    await expect(tiles).toHaveLength(16);
    for (const tile of tiles) {
      await expect(
        within(tile).getByRole('link', { name: /^查看实时监控\s*VD\w+/ }),
      ).toBeInTheDocument();
      // No element of a tile has containment, which would make each tile a paint layer of its
      // own (a hundred tiles, each a layer, made every live frame slower to paint and layerize);
      // none is positioned, and two at most clip their text, since each clip is more for the
      // browser to layerize on every live frame.
      const elements = [tile, ...tile.querySelectorAll('*')];
      for (const element of elements) {
        await expect(getComputedStyle(element).contain).toBe('none');
        await expect(getComputedStyle(element).position).toBe('static');
      }
      const clipping = elements.filter(
        (element) => getComputedStyle(element).overflow !== 'visible',
      );
      await expect(clipping.length).toBeLessThanOrEqual(2);
    }
  },
};

export const GlobalLoading: Story = { parameters: scenarioParameters('slow') };

export const GlobalEmpty: Story = { parameters: scenarioParameters('empty') };

export const GlobalError: Story = {
  parameters: scenarioParameters('server-error'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('设备列表加载失败')).toBeInTheDocument();
  },
};

export const GlobalHostile: Story = {
  parameters: scenarioParameters('hostile'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: '全局监控' });
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

export const SingleChooser: Story = { args: { path: '/monitoring/single-device-monitoring' } };

export const SingleData: Story = { args: { path: '/monitoring/single-device-monitoring/1024' } };

export const SingleLoading: Story = {
  args: { path: '/monitoring/single-device-monitoring/1024' },
  parameters: scenarioParameters('slow'),
};

export const SingleError: Story = {
  args: { path: '/monitoring/single-device-monitoring/1024' },
  parameters: scenarioParameters('server-error'),
};

export const SingleHostile: Story = {
  args: { path: '/monitoring/single-device-monitoring/1024' },
  parameters: scenarioParameters('hostile'),
};

/** Disconnected, with the last stored state shown at once and its time. */
export const SingleStoredState: Story = {
  args: { path: '/monitoring/single-device-monitoring/1024' },
  parameters: scenarioParameters('server-error'),
  beforeEach: () => {
    setMonitorData({
      savedAt: Date.parse('2026-11-20T08:30:00+08:00'),
      messages: [
        {
          type: 'update',
          deviceId: 1024,
          timestamp: '2026-11-20T08:30:00+08:00',
          online: true,
          collecting: true,
          groups: [
            {
              busType: 'CAN',
              all: 2,
              running: 1,
              stop: 1,
              idle: 0,
              ports: [
                { index: 1, name: 'CAN1', status: 1, bytesPerSecond: 48200 },
                { index: 2, name: 'CAN2', status: 2, bytesPerSecond: 0 },
              ],
            },
          ],
        },
      ],
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/保存的最后状态/)).toBeInTheDocument();
    await expect(await canvas.findByText('全部 2 · 运行 1 · 停止 1 · 空闲 0')).toBeInTheDocument();
    // The stored ports stand in for the failed call, but the failure is still said, with its reason.
    await expect(await canvas.findByText('设备信息加载失败：服务器错误')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeEnabled();
  },
};
