import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { screenStory, type ScreenStoryArgs } from '@/testing/screen-story';
import { scenarioParameters } from '@/testing/story-scenario';

const meta = {
  title: 'MasterData/Ecu',
  ...screenStory('/master-data-management/ecu'),
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: HTMLElement) => within(canvas).findByRole('table', { name: 'ECU 列表' });
const body = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

export const Data: Story = {};
export const FilteredByModel: Story = { args: { path: '/master-data-management/ecu?modelId=7' } };
export const Loading: Story = { parameters: scenarioParameters('slow') };
export const Empty: Story = { parameters: scenarioParameters('empty') };
export const ServerError: Story = { parameters: scenarioParameters('server-error') };
export const Hostile: Story = { parameters: scenarioParameters('hostile') };

export const AddDialog: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新增' }));
    await body(canvasElement).findByRole('dialog', { name: '新增 ECU' });
  },
};

/** Deleting an ECU on cars says it comes off them. */
export const DeleteConfirm: Story = {
  args: { path: '/master-data-management/ecu?modelId=1' },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    const [menu] = await rows.findAllByRole('button', { name: /^操作：/ });
    if (!menu) throw new Error('no row');
    await userEvent.click(menu);
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: '删除' }));
    await expect(await body(canvasElement).findByRole('alertdialog')).toHaveTextContent('辆车');
  },
};
