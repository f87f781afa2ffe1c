import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { screenStory, type ScreenStoryArgs } from '@/testing/screen-story';
import { scenarioParameters } from '@/testing/story-scenario';

const meta = {
  title: 'DataManager/OriginalData',
  ...screenStory('/data-manager/original-data'),
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: HTMLElement, name = '原始数据文件') =>
  within(canvas).findByRole('table', { name });
const body = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

export const Data: Story = {};

/** The uploaded data files tab, filtered by port type from the URL. */
export const UploadedFiles: Story = {
  args: { path: '/data-manager/original-data?tab=data&portType=CAN2' },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement, '数据文件'));
    await expect((await rows.findAllByText('CAN2')).length).toBeGreaterThan(0);
    await expect(rows.queryByText('LIN1')).toBeNull();
  },
};

/** A whole bus type of the port_type enumeration: every FlexRay port's files. */
export const WholeBusType: Story = {
  args: { path: '/data-manager/original-data?portType=FlexRay' },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await expect((await rows.findAllByText('FlexRay1')).length).toBeGreaterThan(0);
    await expect(rows.queryByText('CAN1')).toBeNull();
    await waitFor(() =>
      expect(within(canvasElement).getByRole('combobox', { name: '端口类型' })).toHaveTextContent(
        'FlexRay（全部端口）',
      ),
    );
  },
};

export const Loading: Story = { parameters: scenarioParameters('slow') };

export const Empty: Story = {
  parameters: scenarioParameters('empty'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(await table(canvasElement)).findByText('没有符合条件的文件'),
    ).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: scenarioParameters('server-error'),
  play: async ({ canvasElement }) => {
    await expect(await within(await table(canvasElement)).findByRole('alert')).toHaveTextContent(
      '获取数据失败',
    );
  },
};

export const Hostile: Story = {
  parameters: scenarioParameters('hostile'),
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

/** A file's 删除: the confirmation names it and its size. */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    const [menu] = await rows.findAllByRole('button', { name: /^操作：/ });
    if (menu) await userEvent.click(menu);
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: '删除' }));
    await expect(await body(canvasElement).findByRole('alertdialog')).toHaveTextContent(
      /将删除文件「.+」（.+B）/,
    );
  },
};

/** 编辑 with a bad VIN: the message beside the field, the field focused. */
export const EditDialog: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    const [menu] = await rows.findAllByRole('button', { name: /^操作：/ });
    if (menu) await userEvent.click(menu);
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: '编辑' }));
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: '编辑原始数据文件' }),
    );
    const vin = dialog.getByRole('textbox', { name: 'VIN' });
    await userEvent.clear(vin);
    await userEvent.type(vin, 'BAD');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    // The contract's length, worded by the form kit's error map.
    await waitFor(() => expect(vin).toHaveAccessibleDescription('VIN不能少于 17 个字符'));
    await expect(vin).toHaveFocus();
  },
};
