import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { setDraft } from '@/lib/storage';
import { AppAtPath } from '@/testing/app-at-path';
import { scenarioParameters } from '@/testing/story-scenario';

import { emptyForm } from './form-model';
import { signInForStory } from './story-helpers';

const ADD = '/data-compute/signal-dict-handle/add/0';
const EDIT = '/data-compute/signal-dict-handle/edit/88';

const meta = {
  title: 'Data compute/Signal dictionary/Handle page',
  parameters: { router: false },
  args: { path: ADD },
  beforeEach: () => signInForStory(),
  render: ({ path }) => <AppAtPath key={path} path={path} />,
} satisfies Meta<{ path: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: '英文名' })).toHaveValue('');
    await expect(canvas.getByText('先选择 DBC 配置，再挑选其中的信号')).toBeVisible();
  },
};

export const Edit: Story = {
  args: { path: EDIT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('im_l7_speed')).toBeVisible();
    await expect(await canvas.findByRole('checkbox', { name: 'VehSpd' })).toBeChecked();
  },
};

export const DraftOffered: Story = {
  beforeEach: () => {
    setDraft('sig-dict:1:add:0', {
      savedAt: '2026-11-20T02:30:00Z',
      form: { ...emptyForm(), strategy_name: 'draft_from_yesterday' },
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('发现未保存的草稿')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '恢复草稿' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { path: EDIT },
  parameters: scenarioParameters('slow'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: '加载中' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: scenarioParameters('empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dbc = await canvas.findByRole('combobox', { name: 'DBC 配置' });
    await expect(dbc).toHaveTextContent('选择 DBC 配置');
    await userEvent.click(dbc);
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('listbox');
    await expect(body.queryAllByRole('option')).toHaveLength(0);
    await userEvent.keyboard('{Escape}');
  },
};

export const ServerError: Story = {
  args: { path: EDIT },
  parameters: scenarioParameters('server-error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('信号字典加载失败')).toBeVisible();
  },
};

export const Hostile: Story = {
  args: { path: EDIT },
  parameters: scenarioParameters('hostile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: '编辑信号字典' });
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};
