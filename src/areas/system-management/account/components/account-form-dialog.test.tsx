import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { setToken } from '@/lib/storage';
import { server } from '@/mocks/node';
import { setupMockServer, spyBodies } from '@/testing/mock-server';

import { AccountFormDialog } from './account-form-dialog';

setupMockServer();
beforeEach(() => setToken('test-token'));

const open = () => {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <AccountFormDialog target={{ kind: 'add' }} onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), dialog: screen.getByRole('dialog', { name: '新增账号' }) };
};

const fill = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => {
  await user.type(within(dialog).getByRole('textbox', { name: '用户名' }), 'zhang.san');
  await user.type(within(dialog).getByRole('textbox', { name: '姓名' }), '张三');
  await user.type(within(dialog).getByLabelText('初始密码'), 'Vdaq#2024ok');
  await user.type(within(dialog).getByRole('textbox', { name: '手机号' }), '138 0000 0000');
  await user.click(within(dialog).getByRole('button', { name: /^角色/ }));
  const [role] = await screen.findAllByRole('checkbox');
  if (!role) throw new Error('no role to choose');
  await user.click(role);
  await user.keyboard('{Escape}');
};

describe('account form', () => {
  it('says beside the fields what is missing or wrong, in the contract limits', async () => {
    const { user, dialog } = open();
    await user.type(within(dialog).getByRole('textbox', { name: '用户名' }), 'zhang san');
    await user.type(within(dialog).getByRole('textbox', { name: '邮箱' }), 'zhang@');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: '用户名' })).toHaveAccessibleDescription(
        '用户名为 3 至 32 位字母、数字、下划线、点或连字符',
      ),
    );
    expect(within(dialog).getByRole('textbox', { name: '用户名' })).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: '姓名' })).toHaveAccessibleDescription(
      '请输入姓名',
    );
    expect(within(dialog).getByRole('textbox', { name: '邮箱' })).toHaveAccessibleDescription(
      '邮箱格式不正确',
    );
    expect(within(dialog).getByText('请至少选择一个角色')).toBeInTheDocument();
  });

  it.each([
    [
      'a business code',
      () => HttpResponse.json({ code: 2001, msg: '用户名已存在', data: null }),
      '用户名已存在',
    ],
    ['a lost connection', () => HttpResponse.error(), '网络请求超时'],
  ])('keeps what was typed and says why when the save fails with %s', async (_, answer, reason) => {
    server.use(http.post('*/api/account/save', answer));
    const { user, dialog } = open();
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
    expect(within(dialog).getByRole('textbox', { name: '用户名' })).toHaveValue('zhang.san');
    expect(within(dialog).getByRole('textbox', { name: '姓名' })).toHaveValue('张三');
    expect(within(dialog).getByLabelText('初始密码')).toHaveValue('Vdaq#2024ok');
    expect(within(dialog).getByRole('textbox', { name: '手机号' })).toHaveValue('138 0000 0000');
    expect(within(dialog).getByRole('button', { name: /^角色/ })).not.toHaveTextContent('未选择');
  });

  it('sends the trimmed account', async () => {
    const bodies = spyBodies('/api/account/save');
    const { user, dialog } = open();
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      username: 'zhang.san',
      realName: '张三',
      phone: '138 0000 0000',
      email: null,
      status: 'enabled',
    });
  });
});
