import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { screenStory, type ScreenStoryArgs } from '@/testing/screen-story';
import { scenarioParameters } from '@/testing/story-scenario';

const meta = {
  title: 'MasterData/Vehicle',
  ...screenStory('/master-data-management/vehicle'),
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: HTMLElement) => within(canvas).findByRole('table', { name: '车辆列表' });
const body = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

export const Data: Story = {};
export const Filtered: Story = {
  args: { path: '/master-data-management/vehicle?fleetId=1021&sortBy=plate&sortOrder=asc' },
};
export const Loading: Story = { parameters: scenarioParameters('slow') };
export const Empty: Story = { parameters: scenarioParameters('empty') };
export const ServerError: Story = { parameters: scenarioParameters('server-error') };
export const Hostile: Story = { parameters: scenarioParameters('hostile') };

/** A VIN with a wrong check digit is refused as typed, naming the rule. */
export const VinCheckDigit: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新增' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: '新增车辆' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'VIN' }), '1M8GDM9A0KP042788');
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'VIN' })).toHaveAccessibleDescription(
        'VIN 第 9 位校验位应为 X，实际为 0',
      ),
    );
  },
};

/** The import preview marks each bad row with its reason. */
export const ImportPreview: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '批量导入' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: '批量导入车辆' }));
    const csv =
      'VIN,车牌号,车型,车队\r\n1M8GDM9AXKP042788,沪AD00001,智己 L7,\r\nLVSHCAMB2CE054249,沪A1,智己 L7,\r\n';
    await userEvent.upload(
      dialog.getByLabelText('选择 CSV 文件'),
      new File([csv], 'cars.csv', { type: 'text/csv' }),
    );
    // The summary appears once the file is read and judged (a spinner says so until then).
    await expect(await dialog.findByText('可导入 1 行，有问题 1 行（不会导入）')).toBeVisible();
    await expect(dialog.getByRole('row', { name: /沪A1/ })).toHaveTextContent(
      'VIN 第 9 位校验位应为 1，实际为 2',
    );
  },
};
