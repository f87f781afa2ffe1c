import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { scenarioParameters } from '@/testing/story-scenario';

import { BatchLookupDialog } from './batch-lookup-dialog';
import { RecordDetailDialog } from './record-detail-dialog';

const meta = {
  title: 'DataCompute/Marker/Dialogs',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => undefined;

const detail = () => <RecordDetailDialog target={90005} onClose={noop} />;

export const Detail: Story = {
  render: detail,
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByRole('combobox', { name: '处理状态' })).toBeVisible();
  },
};

export const DetailLoading: Story = { render: detail, parameters: scenarioParameters('slow') };

export const DetailError: Story = {
  render: detail,
  parameters: scenarioParameters('server-error'),
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('获取数据失败');
  },
};

export const DetailHostile: Story = {
  render: detail,
  parameters: scenarioParameters('hostile'),
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.querySelector('img[src="x"]')).toBeNull();
  },
};

/** Ignoring a hit needs a reason. */
export const DetailInvalid: Story = {
  ...Detail,
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(await dialog.findByRole('combobox', { name: '处理状态' }));
    await userEvent.click(await screen.findByRole('option', { name: '已忽略' }));
    await userEvent.clear(dialog.getByLabelText('备注'));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    // The form's messages come once its schema has loaded (it starts loading as the form opens).
    await waitFor(() => expect(dialog.getByText('标记为已忽略时请填写原因')).toBeVisible());
  },
};

export const Lookup: Story = {
  render: () => <BatchLookupDialog open initialIds={[]} onClose={noop} onOpenRecord={noop} />,
};

export const LookupSelected: Story = {
  render: () => (
    <BatchLookupDialog open initialIds={[90001, 90002, 90003]} onClose={noop} onOpenRecord={noop} />
  ),
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByText(/找到 3 条/)).toBeVisible();
  },
};

export const LookupEmpty: Story = {
  ...LookupSelected,
  parameters: scenarioParameters('empty'),
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByText(/找到 0 条/)).toBeVisible();
  },
};

export const LookupError: Story = {
  ...LookupSelected,
  parameters: scenarioParameters('server-error'),
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('获取数据失败');
  },
};

export const LookupInvalid: Story = {
  ...Lookup,
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('记录编号'), '12, x9');
    await userEvent.click(dialog.getByRole('button', { name: '查询' }));
    await expect(await dialog.findByText('「x9」不是正整数编号')).toBeVisible();
  },
};
