import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';

import { Label } from './label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

const meta = {
  title: 'UI/Select',
  component: Select,
  parameters: { layout: 'centered' },
  render: (args) => (
    <div className="flex w-64 flex-col gap-1.5">
      <Label htmlFor="port-type">端口类型</Label>
      <Select {...args}>
        <SelectTrigger id="port-type">
          <SelectValue placeholder="请选择" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="1">CAN</SelectItem>
          <SelectItem value="2">LIN</SelectItem>
          <SelectItem value="3">串口</SelectItem>
          <SelectItem value="4">FlexRay</SelectItem>
          <SelectItem value="5" disabled>
            以太网 100Base-T1
          </SelectItem>
        </SelectContent>
      </Select>
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};
export const WithValue: Story = { args: { defaultValue: '3' } };

export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: '端口类型' }));
    await expect(await screen.findByRole('option', { name: 'CAN' })).toBeVisible();
  },
};
