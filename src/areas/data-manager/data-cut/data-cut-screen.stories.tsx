import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';

import { getUserInfo, setAuthorities, setUserInfo } from '@/lib/storage';
import { db } from '@/mocks/db';
import { AppAtPath } from '@/testing/app-at-path';
import { scenarioParameters } from '@/testing/story-scenario';
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
