import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import type { AuthorityCode } from '@/api/generated/model';
import { getUserInfo, setAuthorities, setUserInfo } from '@/lib/storage';
import { screenStory, type ScreenStoryArgs } from '@/testing/screen-story';
import { scenarioParameters } from '@/testing/story-scenario';

const meta = {
  title: 'DataCompute/TaskList',
  ...screenStory('/data-compute/task'),
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: HTMLElement) => within(canvas).findByRole('table', { name: '计算任务' });

export const Data: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await expect((await rows.findAllByText('已完成')).length).toBeGreaterThan(0);
    await expect(within(canvasElement).getByText('共 42 条')).toBeInTheDocument();
  },
};

/** Filters from the URL: the failed tasks of one port type, sorted by name. */
export const Filtered: Story = {
  args: { path: '/data-compute/task?status=4&portTypes=CAN&sortBy=name&sortOrder=asc' },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await expect((await rows.findAllByText('失败')).length).toBeGreaterThan(0);
    await expect(rows.queryByText('已完成')).toBeNull();
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
    await expect(await rows.findByText('暂无计算任务')).toBeInTheDocument();
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

/** 删除 from a row's menu asks first. */
export const DeleteConfirm: Story = {
  args: { path: '/data-compute/task?status=2&pageSize=10' },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    const [menu] = await rows.findAllByRole('button', { name: /^操作：/ });
    if (!menu) throw new Error('no row');
    await userEvent.click(menu);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: '删除' }));
    await expect(await body.findByRole('alertdialog')).toHaveTextContent('删除后无法恢复');
  },
};

/** 停止 of a running task asks first. */
export const StopConfirm: Story = {
  args: { path: '/data-compute/task?status=1' },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    const [menu] = await rows.findAllByRole('button', { name: /^操作：/ });
    if (!menu) throw new Error('no running task');
    await userEvent.click(menu);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: '停止' }));
    await expect(await body.findByRole('alertdialog')).toHaveTextContent('停止任务');
  },
};

/** Signed in with compute:task and compute:task-run only: no 新增, and a row offers 运行 and 停止. */
export const RunCodeOnly: Story = {
  beforeEach: () => {
    const held: AuthorityCode[] = ['compute:task', 'compute:task-run'];
    const user = getUserInfo();
    if (user) setUserInfo({ ...user, authorities: held });
    setAuthorities(held);
  },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    const [menu] = await rows.findAllByRole('button', { name: /^操作：/ });
    if (!menu) throw new Error('no row');
    await expect(within(canvasElement).queryByRole('link', { name: '新增' })).toBeNull();
    await userEvent.click(menu);
    const items = await within(canvasElement.ownerDocument.body).findAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['运行', '停止']);
  },
};
