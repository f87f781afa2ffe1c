import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import type { SigDictProblem } from '@/api/generated/model';

import { ValidateDialog } from './validate-dialog';

const problems: SigDictProblem[] = [
  {
    signalName: null,
    field: 'strategy_name_chn',
    level: 'warning',
    message: '中文名与已有字典重复',
  },
  {
    signalName: 'VehSpdAvg',
    field: 'formula',
    level: 'error',
    message: '公式引用的信号 VehSpd1 不在 DBC 中',
  },
  { signalName: 'BMS_SOC_1', field: 'name', level: 'error', message: '信号名 BMS_SOC_1 重复' },
];

const hostileText = '<img src=x onerror=alert(1)>"\'&';

const meta = {
  title: 'Data compute/Signal dictionary/Validate dialog',
  component: ValidateDialog,
  args: {
    name: 'im_l7_speed',
    state: { status: 'success', valid: false, problems },
    onClose: () => undefined,
    onRetry: () => undefined,
  },
} satisfies Meta<typeof ValidateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

export const Problems: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: '校验结果：im_l7_speed',
    });
    await expect(within(dialog).getByText('校验未通过：2 个错误，1 条提示。')).toBeVisible();
    await expect(within(dialog).getAllByRole('row')).toHaveLength(4);
  },
};

export const Loading: Story = {
  args: { state: { status: 'pending' } },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByRole('status', { name: '正在校验' }),
    ).toBeVisible();
  },
};

export const Valid: Story = {
  args: { state: { status: 'success', valid: true, problems: [] } },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('校验通过，没有发现问题。')).toBeVisible();
  },
};

export const Error: Story = {
  args: { state: { status: 'error', message: '服务器错误' } },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const Hostile: Story = {
  args: {
    name: `${'x'.repeat(120)}${hostileText}`,
    state: {
      status: 'success',
      valid: false,
      problems: Array.from({ length: 40 }, (_, i) => ({
        signalName: `${'Sig'.repeat(30)}_${i}${hostileText}`,
        field: 'formula',
        level: i % 2 ? 'warning' : 'error',
        message: `${'很长的说明'.repeat(40)}${hostileText}`,
      })),
    },
  },
  play: async ({ canvasElement }) => {
    await body(canvasElement).findByRole('dialog');
    await expect(canvasElement.ownerDocument.querySelector('img[src="x"]')).toBeNull();
  },
};
