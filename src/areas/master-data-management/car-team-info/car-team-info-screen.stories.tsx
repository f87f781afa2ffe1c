import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { setDraft } from '@/lib/storage';
import { screenStory, type ScreenStoryArgs } from '@/testing/screen-story';
import { scenarioParameters } from '@/testing/story-scenario';

import { emptyForm } from './form-model';

const NEW = '/master-data-management/car-team-info/new/0';
const EDIT = '/master-data-management/car-team-info/edit/1021';

const meta = {
  title: 'MasterDataManagement/CarTeamInfo',
  ...screenStory(NEW),
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 保存 with nothing filled: the message beside the name, which gets the focus. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: '全部车辆' });
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    const name = canvas.getByRole('textbox', { name: '车队名称' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription('请输入车队名称');
  },
};

export const Edit: Story = {
  args: { path: EDIT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('上海试验一队')).toBeVisible();
    await expect(await canvas.findByRole('region', { name: '已选车辆（3）' })).toBeVisible();
  },
};

/** new/{id}: a copy of fleet {id} with its cars and members, the name left to give. */
export const Copy: Story = { args: { path: '/master-data-management/car-team-info/new/1021' } };

export const DraftOffered: Story = {
  beforeEach: () => {
    setDraft('car-team:1:new:0', {
      savedAt: '2026-11-20T02:30:00Z',
      form: { ...emptyForm(), name: '昨天没保存的车队' },
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('发现未保存的草稿')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '恢复草稿' }));
    await expect(await canvas.findByDisplayValue('昨天没保存的车队')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { path: EDIT },
  parameters: scenarioParameters('slow'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: '正在加载车队…' }),
    ).toBeInTheDocument();
  },
};

/** No cars or testers at all: the pickers say so. */
export const Empty: Story = { parameters: scenarioParameters('empty') };

export const ServerError: Story = {
  args: { path: EDIT },
  parameters: scenarioParameters('server-error'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('车队加载失败')).toBeVisible();
  },
};

export const Hostile: Story = {
  args: { path: EDIT },
  parameters: scenarioParameters('hostile'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: '全部车辆' });
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    await expect(canvasElement.querySelector('main script')).toBeNull();
  },
};
