import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { server } from '@/mocks/node';
import { setupMockServer } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

setupMockServer();

beforeEach(() => signIn());

const openAdd = async () => {
  await renderApp('/test-project-management/testproject');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '新增' }));
  return { user, dialog: await screen.findByRole('dialog', { name: '新增试验项目' }) };
};

describe('ProjectFormDialog', () => {
  it('names what is missing, from the contract and its own rules', async () => {
    const { user, dialog } = await openAdd();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入项目名称')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入项目编号')).toBeInTheDocument();
    expect(within(dialog).getByText('请至少选择一个车队')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择开始日期')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /项目名称/ })).toHaveFocus();
    await user.type(within(dialog).getByRole('textbox', { name: '开始日期' }), '2026-11-01');
    await user.type(within(dialog).getByRole('textbox', { name: '结束日期' }), '2026-10-01');
    await user.tab();
    expect(await within(dialog).findByText('结束日期不能早于开始日期')).toBeInTheDocument();
  });

  it('keeps everything typed and shows why when the save fails', async () => {
    server.use(
      http.post('*/api/testProject/save', () =>
        HttpResponse.json({ code: 1, msg: '项目编号已存在', data: null }),
      ),
    );
    const { user, dialog } = await openAdd();
    await user.type(within(dialog).getByRole('textbox', { name: /项目名称/ }), '高寒试验');
    await user.type(within(dialog).getByRole('textbox', { name: /项目编号/ }), 'TP-9');
    await user.click(within(dialog).getByRole('button', { name: /车队/ }));
    const fleets = await screen.findAllByRole('checkbox');
    await user.click(fleets[0]!);
    await user.keyboard('{Escape}');
    await user.type(within(dialog).getByRole('textbox', { name: '开始日期' }), '2026-11-01');
    await user.type(within(dialog).getByRole('textbox', { name: '结束日期' }), '2026-12-01');
    await user.type(within(dialog).getByRole('textbox', { name: /目标里程/ }), '1000');
    await user.type(within(dialog).getByRole('textbox', { name: /目标时长/ }), '20');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('项目编号已存在')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '保存' })).toBeEnabled());
    expect(within(dialog).getByRole('textbox', { name: /项目名称/ })).toHaveValue('高寒试验');
    expect(within(dialog).getByRole('textbox', { name: /项目编号/ })).toHaveValue('TP-9');
  });
});
