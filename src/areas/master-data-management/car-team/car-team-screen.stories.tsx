import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import type { AuthorityCode } from '@/api/generated/model';
import { getUserInfo, setAuthorities, setUserInfo } from '@/lib/storage';
import { screenStory, type ScreenStoryArgs } from '@/testing/screen-story';
import { scenarioParameters } from '@/testing/story-scenario';

const meta = {
  title: 'MasterDataManagement/CarTeam',
  ...screenStory('/master-data-management/car-team'),
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: HTMLElement) => within(canvas).findByRole('table', { name: '车队列表' });
const body = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

export const Data: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await expect(await rows.findByText('上海试验一队')).toBeVisible();
    await expect(rows.getByText('王强')).toBeVisible();
  },
};

/** The customer-tag filter from the URL. */
export const Filtered: Story = { args: { path: '/master-data-management/car-team?userTagId=4' } };

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
    await expect(await rows.findByText('没有符合条件的车队')).toBeInTheDocument();
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

/** 删除 names the fleet and what it still holds. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await userEvent.click(await rows.findByRole('button', { name: '操作：海南高温试验队' }));
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: '删除' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('海南高温试验队');
    await expect(dialog).toHaveTextContent('3 辆车属于此车队');
  },
};

/** With the edit code but not master:car-team-delete: no selection, no bulk delete, no 删除. */
export const WithoutDelete: Story = {
  beforeEach: () => {
    // The current-user call answers with the stored user: both carry the same codes.
    const codes: AuthorityCode[] = ['master:car-team', 'master:car-team-edit'];
    const user = getUserInfo();
    if (user) setUserInfo({ ...user, authorities: codes });
    setAuthorities(codes);
  },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await userEvent.click(await rows.findByRole('button', { name: '操作：上海试验一队' }));
    await expect(await body(canvasElement).findByRole('menuitem', { name: '编辑' })).toBeVisible();
    await expect(body(canvasElement).queryByRole('menuitem', { name: '删除' })).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: '批量删除' })).toBeNull();
  },
};
