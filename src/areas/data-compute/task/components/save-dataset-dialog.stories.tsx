import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { scenarioParameters } from '@/testing/story-scenario';

import { SaveDatasetDialog } from './save-dataset-dialog';

const meta = {
  title: 'DataCompute/SaveDatasetDialog',
  component: SaveDatasetDialog,
  args: { strategy: { id: 301, name: '智己 L7 车速分析' }, onClose: () => undefined },
} satisfies Meta<typeof SaveDatasetDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (canvas: HTMLElement) =>
  within(canvas.ownerDocument.body).findByRole('dialog', { name: '保存数据集' });

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await expect(await dialog(canvasElement)).toHaveTextContent('智己 L7 车速分析');
  },
};

export const Problems: Story = {
  play: async ({ canvasElement }) => {
    const box = within(await dialog(canvasElement));
    await userEvent.click(box.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(box.getByLabelText('数据集名称')).toHaveAccessibleDescription('请输入数据集名称'),
    );
  },
};

export const Saving: Story = {
  parameters: scenarioParameters('slow'),
  play: async ({ canvasElement }) => {
    const box = within(await dialog(canvasElement));
    await userEvent.type(box.getByLabelText('数据集名称'), '十一月高速数据集');
    await userEvent.click(box.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(box.getByRole('button', { name: '保存' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const ServerError: Story = {
  parameters: scenarioParameters('server-error'),
  play: async ({ canvasElement }) => {
    const box = within(await dialog(canvasElement));
    await userEvent.type(box.getByLabelText('数据集名称'), '十一月高速数据集');
    await userEvent.click(box.getByRole('button', { name: '保存' }));
    await expect(await box.findByRole('alert')).toBeInTheDocument();
  },
};

export const Hostile: Story = {
  args: { strategy: { id: 301, name: '<img src=x onerror=alert(1)><script>alert(1)</script>' } },
  parameters: scenarioParameters('hostile'),
  play: async ({ canvasElement }) => {
    const box = await dialog(canvasElement);
    await expect(box).toHaveTextContent('<img src=x');
    await expect(box.querySelector('img')).toBeNull();
  },
};
