import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { server } from '@/mocks/node';
import { setupMockServer, spyBodies } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

setupMockServer();

beforeEach(() => signIn());

describe('Tester form', () => {
  it('checks the phone, then keeps what was typed with the refusal', async () => {
    server.use(
      http.post('*/api/tester/save', () =>
        HttpResponse.json({ code: 1, msg: '工号已存在', data: null }),
      ),
    );
    const bodies = spyBodies('/api/tester/save');
    await renderApp('/master-data-management/tester');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增试验员' });
    const phone = within(dialog).getByRole('textbox', { name: /手机号/ });
    await user.type(within(dialog).getByRole('textbox', { name: /姓名/ }), '张三');
    await user.type(phone, '12345');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(
      await within(dialog).findByText('手机号须为 11 位数字，以 1 开头、第 2 位为 3 至 9'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('请输入工号')).toBeInTheDocument();
    expect(phone).toHaveFocus();
    expect(bodies).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '13800138000');
    await user.type(within(dialog).getByRole('textbox', { name: /工号/ }), 'E001');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('工号已存在')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /姓名/ })).toHaveValue('张三');
    expect(bodies).toEqual([
      { name: '张三', phone: '13800138000', employeeNo: 'E001', carTeamId: null, is_active: 1 },
    ]);
  }, 30_000);
});
