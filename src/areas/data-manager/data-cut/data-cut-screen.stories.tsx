import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';

import { getUserInfo, setAuthorities, setUserInfo } from '@/lib/storage';
import { db } from '@/mocks/db';
import { AppAtPath } from '@/testing/app-at-path';
import { gpsParameters, scenarioParameters } from '@/testing/story-scenario';
import { storySignIn } from '@/testing/story-session';

const meta = {
  title: 'DataManager/DataCut',
  parameters: { router: false },
  args: { path: '/data-manager/data-cut' },
  beforeEach: () => {
    localStorage.clear();
    return storySignIn();
  },
  render: ({ path }) => <AppAtPath key={path} path={path} />,
} satisfies Meta<{ path: string }>;

export default meta;
type Story = StoryObj<typeof meta>;

const vin = db.vehicles.all()[0]?.vin ?? '';
const form = (canvas: HTMLElement) => within(canvas).findByRole('form', { name: '切片条件' });

export const Blank: Story = {
  play: async ({ canvasElement }) => {
    const preview = await within(canvasElement).findByRole('region', { name: '窗口预览' });
    await expect(preview).toHaveTextContent('选择车辆与时间窗后');
    const fields = within(await form(canvasElement));
    await userEvent.click(fields.getByRole('button', { name: '切片' }));
    await expect(await fields.findByText('请选择车辆')).toBeInTheDocument();
  },
};

/** As 试验检查 opens it: a car, ports and a brushed window. */
export const Prefilled: Story = {
  args: {
    path: '/data-manager/data-cut?portTypes=CAN1,LIN1&startTime=2026-11-20 09:00:00&endTime=2026-11-20 09:20:00',
  },
  play: async ({ canvasElement }) => {
    const fields = within(await form(canvasElement));
    await expect(fields.getByRole('textbox', { name: '开始时间' })).toHaveValue(
      '2026-11-20 09:00:00',
    );
  },
};

const PREVIEW_VIN = 'LRWLJNK543M255454';
const WINDOW = `/data-manager/data-cut?vin=${PREVIEW_VIN}&startTime=2026-11-20 09:00:00&endTime=2026-11-20 09:20:00`;
const previewOf = async (canvas: HTMLElement) =>
  within(await within(canvas).findByRole('region', { name: '窗口预览' }));

/** A car and a window: the car's path over the window beside the form, with the cursor and replay. */
export const Preview: Story = {
  args: { path: WINDOW },
  play: async ({ canvasElement }) => {
    const preview = await previewOf(canvasElement);
    await expect(await preview.findByRole('img', { name: 'GPS 轨迹' })).toBeInTheDocument();
    preview.getByRole('application', { name: '窗口预览' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(preview.getByText(/^光标时间 /)).toHaveTextContent('光标时间 2026-11-20 09:00:10');
    await expect(await preview.findByTestId('gps-cursor')).toBeInTheDocument();
    await expect(preview.getByRole('button', { name: '播放' })).toBeVisible();
  },
};

/** No fix in the window: the preview says so, the form works as ever. */
export const PreviewWithoutFixes: Story = {
  args: { path: WINDOW },
  parameters: gpsParameters('none'),
  play: async ({ canvasElement }) => {
    const preview = await previewOf(canvasElement);
    await expect(await preview.findByText('所选时间段内没有轨迹')).toBeVisible();
  },
};

/** The GPS call fails: the preview says 获取数据失败 with 重试; the form still cuts. */
export const PreviewFailed: Story = {
  args: { path: WINDOW },
  parameters: gpsParameters('failed'),
  play: async ({ canvasElement }) => {
    const preview = await previewOf(canvasElement);
    await expect(await preview.findByRole('alert')).toHaveTextContent('获取数据失败');
    await expect(preview.getByRole('button', { name: '重试' })).toBeVisible();
    const fields = within(await form(canvasElement));
    await expect(fields.getByRole('button', { name: '切片' })).toBeEnabled();
  },
};

/** The preview's data still on its way. */
export const PreviewLoading: Story = {
  args: { path: WINDOW },
  parameters: gpsParameters('pending'),
  play: async ({ canvasElement }) => {
    const preview = await previewOf(canvasElement);
    await expect(
      await preview.findByRole('status', { name: '正在加载 GPS 轨迹…' }),
    ).toBeInTheDocument();
  },
};

/** A refusal with a list code shows the server's message on the form, which keeps the choice. */
export const Refused: Story = {
  args: {
    path: `/data-manager/data-cut?vin=${vin}&startTime=2026-11-20 09:00:00&endTime=2026-11-21 10:00:00`,
  },
  parameters: {
    msw: {
      handlers: {
        scenario: [
          http.post('*/api/dataset/file/slice', () =>
            HttpResponse.json({ code: [1, 3], msg: '切片时间窗不能超过 24 小时', data: null }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const fields = within(await form(canvasElement));
    await userEvent.click(fields.getByRole('button', { name: '切片' }));
    await expect(await fields.findByRole('alert')).toHaveTextContent('切片时间窗不能超过 24 小时');
    await expect(fields.getByRole('textbox', { name: '开始时间' })).toHaveValue(
      '2026-11-20 09:00:00',
    );
  },
};

/** For a user without the slice code, 切片 stays in place, held, and says why. */
export const WithoutSliceCode: Story = {
  beforeEach: () => {
    const user = getUserInfo();
    if (user) setUserInfo({ ...user, authorities: ['data:cut'] });
    setAuthorities(['data:cut']);
  },
  play: async ({ canvasElement }) => {
    const fields = within(await form(canvasElement));
    await expect(fields.getByRole('button', { name: '切片' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const ServerError: Story = { parameters: scenarioParameters('server-error') };

export const Hostile: Story = {
  parameters: scenarioParameters('hostile'),
  play: async ({ canvasElement }) => {
    await form(canvasElement);
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};
