import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';

import { screenStory, type ScreenStoryArgs } from '@/testing/screen-story';

const meta = {
  title: 'Workspace/CommandPalette',
  ...screenStory('/dashboard'),
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const recordLists = [
  '*/api/device/list',
  '*/api/vehicle/list',
  '*/api/testProject/list',
  '*/api/carTeam/list',
];

/** Opens the palette with Ctrl+K once the dashboard shows, and types `text`. */
async function search(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: '数据看板' });
  await userEvent.keyboard('{Control>}k{/Control}');
  const page = within(canvasElement.ownerDocument.body);
  const field = await page.findByRole('combobox', { name: '搜索页面和记录' });
  await userEvent.type(field, text);
  return page;
}

export const Results: Story = {
  play: async ({ canvasElement }) => {
    const page = await search(canvasElement, 'sb');
    const results = page.getByRole('listbox', { name: '搜索结果' });
    const screens = within(results).getByRole('group', { name: '页面' });
    await expect(within(screens).getByRole('option', { name: /设备列表/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(screens).getByRole('option', { name: /设备配置/ })).toBeVisible();
  },
};

export const Devices: Story = {
  play: async ({ canvasElement }) => {
    const page = await search(canvasElement, 'VD');
    const devices = await page.findByRole('group', { name: '设备' });
    await expect(within(devices).getAllByRole('option').length).toBeGreaterThan(0);
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const page = await search(canvasElement, 'zzzz-none');
    await expect(await page.findByText('无匹配结果')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        scenario: recordLists.map((path) =>
          http.get(path, async () => {
            await delay('infinite');
            return HttpResponse.json({ code: 0, msg: 'success', data: null });
          }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await search(canvasElement, 'VD');
    await expect(await page.findByText('正在搜索设备…')).toBeVisible();
    await expect(page.getByText('正在搜索车辆…')).toBeVisible();
  },
};

export const FailedSearch: Story = {
  parameters: {
    msw: {
      handlers: {
        scenario: [
          http.get('*/api/device/list', () =>
            HttpResponse.json({ code: 1500, msg: '设备服务暂时不可用', data: null }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await search(canvasElement, 'sb');
    await expect(await page.findByText('设备搜索失败：设备服务暂时不可用')).toBeVisible();
    await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
    // The screens and the other kinds of record are still offered.
    await expect(page.getByRole('option', { name: /设备列表/ })).toBeVisible();
  },
};
