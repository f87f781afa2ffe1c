import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { screenStory, type ScreenStoryArgs } from '@/testing/screen-story';
import { scenarioParameters } from '@/testing/story-scenario';

const meta = {
  title: 'MasterData/VehicleModel',
  ...screenStory('/master-data-management/vehicle-model'),
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: HTMLElement) => within(canvas).findByRole('table', { name: '车型列表' });
const body = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

/** Class and power read from the server's enumerations. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await expect(await rows.findByText('比亚迪 汉 EV')).toBeInTheDocument();
    await expect((await rows.findAllByText('增程')).length).toBeGreaterThan(0);
  },
};

/** Filters and sort from the URL. */
export const FilteredSorted: Story = {
  args: { path: '/master-data-management/vehicle-model?power=2&sortBy=vehicleCount&sortOrder=asc' },
};

export const Loading: Story = { parameters: scenarioParameters('slow') };
export const Empty: Story = { parameters: scenarioParameters('empty') };
export const ServerError: Story = { parameters: scenarioParameters('server-error') };

/** Markup in every text of the answers shows as text and never runs. */
export const Hostile: Story = {
  parameters: scenarioParameters('hostile'),
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

/** 新增 with nothing filled: messages beside the fields, the first one focused. */
export const AddDialog: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新增' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: '新增车型' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    // The form's messages come once its schema has loaded (it starts loading as the form opens).
    await waitFor(() => expect(dialog.getByRole('textbox', { name: '车型名称' })).toHaveFocus());
    await expect(dialog.getByRole('combobox', { name: '动力形式' })).toHaveAccessibleDescription(
      '请选择动力形式',
    );
  },
};

/** A model cars use: the confirmation names them instead of deleting. */
export const DeleteInUse: Story = {
  args: { path: '/master-data-management/vehicle-model?keyword=智己 L7' },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: '操作：智己 L7' }),
    );
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: '删除' }));
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await expect(confirm).toHaveTextContent('3 辆车');
    await expect(within(confirm).getByRole('button', { name: '知道了' })).toBeInTheDocument();
  },
};
