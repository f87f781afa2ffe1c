import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { setToken } from '@/lib/storage';
import { server } from '@/mocks/node';
import { setupMockServer } from '@/testing/mock-server';

import { AnnouncementFormDialog } from './announcement-form-dialog';

setupMockServer();
beforeEach(() => setToken('test-token'));

const open = () => {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <AnnouncementFormDialog target={{ kind: 'add' }} onClose={() => undefined} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), dialog: screen.getByRole('dialog', { name: '新增公告' }) };
};

describe('announcement form', () => {
  it('asks for a title and a content with text, and for tags when the audience is tagged', async () => {
    const { user, dialog } = open();
    await user.type(within(dialog).getByRole('textbox', { name: '内容' }), '<p> </p>');
    await user.click(within(dialog).getByRole('combobox', { name: '受众' }));
    await user.click(await screen.findByRole('option', { name: '按客户标签' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: '标题' })).toHaveAccessibleDescription(
        '请输入标题',
      ),
    );
    expect(within(dialog).getByRole('textbox', { name: '内容' })).toHaveAccessibleDescription(
      '请输入内容',
    );
    expect(within(dialog).getByText('请至少选择一个客户标签')).toBeInTheDocument();
  });

  it.each([
    [
      'a business code',
      () => HttpResponse.json({ code: 2001, msg: '标题已存在', data: null }),
      '标题已存在',
    ],
    ['HTTP 500', () => new HttpResponse(null, { status: 500 }), '服务器错误'],
  ])('keeps what was typed and says why when the save fails with %s', async (_, answer, reason) => {
    server.use(http.post('*/api/announcement/save', answer));
    const { user, dialog } = open();
    await user.type(within(dialog).getByRole('textbox', { name: '标题' }), '系统维护');
    await user.type(within(dialog).getByRole('textbox', { name: '内容' }), '今晚维护');
    await user.click(within(dialog).getByRole('combobox', { name: '级别' }));
    await user.click(await screen.findByRole('option', { name: '紧急' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    // The window left empty says so too: the failure is the alert on top.
    expect((await within(dialog).findAllByRole('alert'))[0]).toHaveTextContent(reason);
    expect(within(dialog).getByRole('textbox', { name: '标题' })).toHaveValue('系统维护');
    expect(within(dialog).getByRole('textbox', { name: '内容' })).toHaveValue('今晚维护');
    expect(within(dialog).getByRole('combobox', { name: '级别' })).toHaveTextContent('紧急');
  });
});
