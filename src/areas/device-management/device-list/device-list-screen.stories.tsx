import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { screenStory, type ScreenStoryArgs } from '@/testing/screen-story';
import { scenarioParameters } from '@/testing/story-scenario';
import { columnCells, textLineCount, windowViewport } from '@/testing/text-layout';

const meta = {
  title: 'DeviceManagement/DeviceList',
  ...screenStory('/device-management/device-list'),
} satisfies Meta<ScreenStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: HTMLElement) => within(canvas).findByRole('table', { name: '采集设备' });
const body = (canvas: HTMLElement) => within(canvas.ownerDocument.body);

export const Data: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await expect((await rows.findAllByText('在线')).length).toBeGreaterThan(0);
    await expect((await rows.findAllByText('从未上线')).length).toBeGreaterThan(0);
  },
};

/** Filters from the URL: the offline devices of one model. */
export const Filtered: Story = {
  args: { path: '/device-management/device-list?online=offline&model=1' },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await expect((await rows.findAllByText('离线')).length).toBeGreaterThan(0);
    await expect(rows.queryByText('当前在线')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: scenarioParameters('slow'),
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    await expect(list.querySelector('tbody[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: scenarioParameters('empty'),
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await expect(await rows.findByText('没有符合条件的设备')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: scenarioParameters('server-error'),
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    await expect(await rows.findByRole('alert')).toHaveTextContent('获取数据失败');
  },
};

/** An 800 px window: the table scrolls sideways, every fleet's name on one line. */
export const NarrowWindow: Story = {
  ...windowViewport(800),
  play: async ({ canvasElement }) => {
    const list = (await table(canvasElement)) as HTMLTableElement;
    const fleets = () => columnCells(list, '车队');
    await waitFor(() => expect(fleets().some((cell) => cell.textContent !== '—')).toBe(true));
    for (const cell of fleets()) {
      await expect({ fleet: cell.textContent, lines: textLineCount(cell) }).toEqual({
        fleet: cell.textContent,
        lines: 1,
      });
    }
  },
};

/** Markup in every text of the answers shows as text and never runs. */
export const Hostile: Story = {
  parameters: scenarioParameters('hostile'),
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    await expect(canvasElement.querySelector('main script')).toBeNull();
  },
};

/** 新增 with nothing filled: a message beside each required field. */
export const RegisterDialog: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新增' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: '新增设备' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    // The message comes once the form's schema has loaded (it starts loading as the dialog opens).
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: '序列号' })).toHaveAccessibleDescription(
        '请输入序列号',
      ),
    );
  },
};

/** 删除 from a row's menu names the device first. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement));
    const [menu] = await rows.findAllByRole('button', { name: /^操作：/ });
    if (!menu) throw new Error('no row');
    const serial = (menu.getAttribute('aria-label') ?? '').replace(/^操作：/, '');
    await userEvent.click(menu);
    await userEvent.click(await body(canvasElement).findByRole('menuitem', { name: '删除' }));
    await expect(await body(canvasElement).findByRole('alertdialog')).toHaveTextContent(serial);
  },
};

/** 批量导入 opens with the template and the file choice. */
export const ImportDialog: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '批量导入' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: '批量导入设备' }));
    await expect(dialog.getByRole('button', { name: '下载模板' })).toBeInTheDocument();
    await expect(dialog.getByLabelText('选择 CSV 文件')).toBeInTheDocument();
  },
};

const refusal = '第 2 行（序列号 VD2K-CSV-0402）：设备序列号已存在';

/** The server refuses the import: nothing is written, its reason stands above the kept preview. */
export const ImportRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        scenario: [
          http.post('*/api/device/import', () =>
            HttpResponse.json({ code: 1411, msg: refusal, data: null }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await importTwoRows(canvasElement);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(refusal);
    await expect(dialog.getAllByText('可导入')).toHaveLength(2);
  },
};

/** The import's answer is lost: the rows may have been written, so the user is told to check. */
export const ImportAnswerLost: Story = {
  parameters: {
    msw: { handlers: { scenario: [http.post('*/api/device/import', () => HttpResponse.error())] } },
  },
  play: async ({ canvasElement }) => {
    const dialog = await importTwoRows(canvasElement);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      '无法确认这些行是否已导入，请关闭后在列表中核对',
    );
  },
};

/** Opens 批量导入, chooses a file of two good rows and imports them. */
async function importTwoRows(canvasElement: HTMLElement) {
  await table(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: '批量导入' }));
  const dialog = within(await body(canvasElement).findByRole('dialog', { name: '批量导入设备' }));
  const csv =
    '序列号,设备名称,设备型号\r\nVD2K-CSV-0401,导入一号,VD-2000\r\nVD2K-CSV-0402,导入二号,VD-2000\r\n';
  await userEvent.upload(
    dialog.getByLabelText('选择 CSV 文件'),
    new File([csv], 'devices.csv', { type: 'text/csv' }),
  );
  await userEvent.click(await dialog.findByRole('button', { name: '导入 2 台设备' }));
  return dialog;
}
