import type { Meta, StoryObj } from '@storybook/react-vite';

import { Input } from './input';

const meta = {
  title: 'UI/Input',
  component: Input,
  parameters: { layout: 'centered' },
  args: { 'aria-label': 'VIN', placeholder: '请输入 VIN' },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { defaultValue: 'LSVAU2180N2123456' } };
export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: '123' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'LSVAU2180N2123456' } };
export const Password: Story = {
  args: { type: 'password', 'aria-label': '密码', placeholder: '请输入密码' },
};
