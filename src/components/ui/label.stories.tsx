import type { Meta, StoryObj } from '@storybook/react-vite';

import { Input } from './input';
import { Label } from './label';

const meta = {
  title: 'UI/Label',
  component: Label,
  parameters: { layout: 'centered' },
  args: { children: '用户名', htmlFor: 'label-story-input' },
  render: (args) => (
    <div className="flex w-72 flex-col gap-1.5">
      <Label {...args} />
      <Input id="label-story-input" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
