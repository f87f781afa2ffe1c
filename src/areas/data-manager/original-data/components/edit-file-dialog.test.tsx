import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import type { OriFile } from '@/api/generated/model';
import { setToken } from '@/lib/storage';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { setupMockServer, spyBodies } from '@/testing/mock-server';

import { EditFileDialog } from './edit-file-dialog';

setupMockServer();
beforeEach(() => setToken('test-token'));

const open = () => {
  const file = db.oriFiles.all()[0] as OriFile | undefined;
  if (!file) throw new Error('no original file');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EditFileDialog target={file} onClose={() => undefined} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: '编辑原始数据文件' });
  return {
    user: userEvent.setup(),
    dialog,
    file,
    vin: within(dialog).getByRole('textbox', { name: 'VIN' }),
  };
};

describe('original file edit', () => {
  it('names the contract rule a VIN breaks, upper-casing what is typed', async () => {
    const { user, dialog, vin } = open();
    await user.clear(vin);
    await user.type(vin, 'lsgab');
    expect(vin).toHaveValue('LSGAB');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(vin).toHaveAccessibleDescription('VIN不能少于 17 个字符'));
    expect(vin).toHaveFocus();
    await user.clear(vin);
    await user.type(vin, 'LSGAB00000000000I');
    await waitFor(() => expect(vin).toHaveAccessibleDescription('VIN格式不正确'));
  });

  it.each([
    [
      'a business code',
      () => HttpResponse.json({ code: 2001, msg: '文件正在处理，不能修改', data: null }),
      '文件正在处理，不能修改',
    ],
    ['a lost connection', () => HttpResponse.error(), '网络请求超时'],
  ])('keeps what was typed and says why when the save fails with %s', async (_, answer, reason) => {
    server.use(http.post('*/api/ori_data/update', answer));
    const { user, dialog, vin, file } = open();
    await user.clear(vin);
    await user.type(vin, 'LSGAB000000000017');
    await user.type(within(dialog).getByRole('textbox', { name: '备注' }), '复核');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
    expect(vin).toHaveValue('LSGAB000000000017');
    expect(within(dialog).getByRole('textbox', { name: '备注' })).toHaveValue(`${file.remark}复核`);
  });

  it('sends the file id, the VIN, the validity and the remark', async () => {
    const bodies = spyBodies('/api/ori_data/update');
    const { user, dialog, vin, file } = open();
    await user.clear(vin);
    await user.type(vin, 'LSGAB000000000017');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      id: file.id,
      vin: 'LSGAB000000000017',
      validFlag: file.validFlag,
      remark: file.remark,
    });
  });
});
