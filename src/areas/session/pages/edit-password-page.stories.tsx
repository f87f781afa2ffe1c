import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';

import { EditPasswordPage } from './edit-password-page';

const meta = {
  title: 'Session/EditPasswordPage',
  component: EditPasswordPage,
  parameters: { route: '/edit-password', layout: 'padded' },
} satisfies Meta<typeof EditPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The checklist ticks rules off as the user types. */
export const PartlyValid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('旧密码'), 'Vdaq@2026');
    await userEvent.type(canvas.getByLabelText('新密码'), 'vdaq20271');
    await userEvent.type(canvas.getByLabelText('确认新密码'), 'vdaq2027');
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        scenario: [
          http.post('*/api/user/changePasswd', () =>
            HttpResponse.json({ code: 1004, msg: '旧密码错误', data: null }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('旧密码'), 'Wrong@2026');
    await userEvent.type(canvas.getByLabelText('新密码'), 'Vdaq#2027x');
    await userEvent.type(canvas.getByLabelText('确认新密码'), 'Vdaq#2027x');
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('旧密码错误');
  },
};
