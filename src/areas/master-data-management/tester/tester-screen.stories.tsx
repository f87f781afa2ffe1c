import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { screenStory, type ScreenStoryArgs } from '@/testing/screen-story';
import { scenarioParameters } from '@/testing/story-scenario';

const meta = {
  title: 'MasterData/Tester',
  ...screenStory('/master-data-management/tester'),
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: HTMLElement) => within(canvas).findByRole('table', { name: '试验员列表' });
const body = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

export const Data: Story = {};
export const Filtered: Story = { args: { path: '/master-data-management/tester?active=0' } };
export const Loading: Story = { parameters: scenarioParameters('slow') };
export const Empty: Story = { parameters: scenarioParameters('empty') };
export const ServerError: Story = { parameters: scenarioParameters('server-error') };
export const Hostile: Story = { parameters: scenarioParameters('hostile') };

/** A wrong mobile number is named beside its field. */
export const AddDialog: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新增' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: '新增试验员' }));
    await userEvent.type(dialog.getByRole('textbox', { name: '手机号' }), '23800138000');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    // The form's messages come once its schema has loaded (it starts loading as the form opens).
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: '手机号' })).toHaveAccessibleDescription(
        '手机号须为 11 位数字，以 1 开头、第 2 位为 3 至 9',
      ),
    );
  },
};

/** Deleting a tester in a fleet says they leave it. */
export const DeleteConfirm: Story = {
  args: { path: '/master-data-management/tester?fleetId=1021' },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    const [menu] = await rows.findAllByRole('button', { name: /^操作：/ });
    if (!menu) throw new Error('no row');
    await userEvent.click(menu);
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: '删除' }));
    await expect(await body(canvasElement).findByRole('alertdialog')).toHaveTextContent(
      '上海试验一队',
    );
  },
};
