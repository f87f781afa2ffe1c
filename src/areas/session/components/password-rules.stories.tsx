import type { Meta, StoryObj } from '@storybook/react-vite';

import { PasswordRules } from './password-rules';

const meta = {
  title: 'Session/PasswordRules',
  component: PasswordRules,
  parameters: { layout: 'centered' },
  args: { state: { length: true, classes: false, different: true, match: false } },
} satisfies Meta<typeof PasswordRules>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartlyMet: Story = {};
export const NoneMet: Story = {
  args: { state: { length: false, classes: false, different: false, match: false } },
};
export const AllMet: Story = {
  args: { state: { length: true, classes: true, different: true, match: true } },
};
