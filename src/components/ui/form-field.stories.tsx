import type { Meta, StoryObj } from '@storybook/react-vite';

import { FormField } from './form-field';
import { Input } from './input';

const meta = {
  title: 'UI/FormField',
  component: FormField,
  parameters: { layout: 'centered' },
  args: { label: '用户名', children: <Input placeholder="请输入用户名" /> },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: '登录平台时使用的账号' } };
export const WithError: Story = { args: { error: '请输入用户名' } };
