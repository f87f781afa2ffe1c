import type { Meta, StoryObj } from '@storybook/react-vite';

import { Button } from './button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = {
  args: {
    title: '还没有车队',
    description: '新增一个车队后即可为其分配车辆。',
    action: <Button variant="primary">新增</Button>,
  },
};
