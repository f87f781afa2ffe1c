import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { FileInput } from './file-input';
import { FormField } from './form-field';

function Field({ error, disabled }: { error?: string; disabled?: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FormField label="固件文件" error={error} required>
      <FileInput
        name="file"
        disabled={disabled}
        detail={file ? `${file.size} B` : undefined}
        onFile={setFile}
      />
    </FormField>
  );
}

const meta = {
  title: 'UI/FileInput',
  component: Field,
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The console's words stand in for the browser's, whatever its language.
    await expect(canvas.getByText('选择文件')).toBeVisible();
    await expect(canvas.getByText('未选择文件')).toBeVisible();
    const input = canvas.getByLabelText('固件文件');
    await expect(input.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    // Still reached by the keyboard, and its focus shows on the button.
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

export const Chosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(
      canvas.getByLabelText('固件文件'),
      new File(['firmware'], 'vd3000-v2.4.1.bin'),
    );
    await expect(await canvas.findByText('vd3000-v2.4.1.bin · 8 B')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { error: '请选择固件文件' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('固件文件')).toHaveAccessibleDescription(
      '请选择固件文件',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };
