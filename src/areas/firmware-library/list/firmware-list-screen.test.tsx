import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { setupMockServer, spyQueries } from '@/mocks/test-helpers';
import { renderApp, signIn } from '@/routes/-testing';

setupMockServer();

const PATH = '/firmware-library/firmware-library-list';

beforeEach(() => signIn());

/** Opens 上传固件 and fills it: a small file, a name, a version and a model. */
const openUploadFilled = async (name: string, version: string, model: string) => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '上传固件' }));
  const dialog = await screen.findByRole('dialog', { name: '上传固件' });
  await user.upload(within(dialog).getByLabelText('固件文件'), new File(['firmware'], 'fw.bin'));
  await user.type(within(dialog).getByRole('textbox', { name: '固件名称' }), name);
  await user.type(within(dialog).getByRole('textbox', { name: '版本' }), version);
  await user.click(within(dialog).getByRole('combobox', { name: '设备型号' }));
  await user.click(await screen.findByRole('option', { name: model }));
  return { user, dialog };
};

describe('firmware list', () => {
  it('sends the filters of the URL and lists the firmware', async () => {
    const lists = spyQueries('/api/firmware/list');
    await renderApp(`${PATH}?keyword=VD&upgradeObj=0&model=2&pageNo=1`);
    await waitFor(() => expect(lists.length).toBeGreaterThan(0));
    expect(Object.fromEntries(lists[0] ?? [])).toEqual({
      keyword: 'VD',
      upgrade_obj: '0',
      model_number: '2',
      pageNo: '1',
      pageSize: '20',
    });
  }, 30_000);

  it('refuses to delete firmware a job still uses, with the server message', async () => {
    await renderApp(PATH);
    const used = db.firmware.find(501);
    if (!used) throw new Error('no firmware 501');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: `操作：${used.name} ${used.version}` }),
    );
    await user.click(await screen.findByRole('menuitem', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(`${used.name} ${used.version}`);
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('仍有数据引用该记录，无法删除')).toBeInTheDocument();
    expect(db.firmware.find(501)).toBeDefined();
  }, 30_000);

  it('checks the upload form beside its fields before sending anything', async () => {
    await renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '上传固件' }));
    const dialog = await screen.findByRole('dialog', { name: '上传固件' });
    await user.click(within(dialog).getByRole('button', { name: '上传' }));
    expect(within(dialog).getByText('请选择固件文件')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '版本' })).toHaveAccessibleDescription(
      '请输入版本',
    );
    // An empty file is refused beside its field too.
    await user.upload(within(dialog).getByLabelText('固件文件'), new File([], 'empty.bin'));
    await user.click(within(dialog).getByRole('button', { name: '上传' }));
    expect(within(dialog).getByLabelText('固件文件')).toHaveAccessibleDescription(
      '文件为空（0 字节），请选择有内容的固件文件',
    );
  }, 30_000);

  it('says beside the version that the model and upgrade object already have it, and sends no file', async () => {
    const uploads: string[] = [];
    server.use(
      http.post('*/api/firmware/upload', ({ request }) => {
        uploads.push(request.url);
        return undefined;
      }),
    );
    await renderApp(PATH);
    const { user, dialog } = await openUploadFilled('VD-3000 主控固件', 'V2.4.0', 'VD-3000');
    const version = within(dialog).getByRole('textbox', { name: '版本' });
    await waitFor(() =>
      expect(version).toHaveAccessibleDescription('该型号与升级对象下已有此版本，请更换版本'),
    );
    await user.click(within(dialog).getByRole('button', { name: '上传' }));
    expect(uploads).toEqual([]);
    // Another upgrade object is free to have that version.
    await user.click(within(dialog).getByRole('combobox', { name: '升级对象' }));
    await user.click(await screen.findByRole('option', { name: '采集模块' }));
    await waitFor(() => expect(version).not.toHaveAccessibleDescription());
  }, 30_000);

  it('shows an upload whose progress the browser has not reported yet as under way, not as 0 %', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/api/firmware/upload', async () => {
        await answered;
        return undefined;
      }),
    );
    await renderApp(PATH);
    const { user, dialog } = await openUploadFilled('VD-2000 新固件', 'V9.9.9', 'VD-2000');
    await user.click(within(dialog).getByRole('button', { name: '上传' }));
    const bar = await within(dialog).findByRole('progressbar', { name: '上传进度' });
    // Indeterminate: no value until the browser says how much has gone.
    expect(bar).not.toHaveAttribute('value');
    expect(within(dialog).getByText('正在上传…')).toBeInTheDocument();
    answer();
    expect(await within(dialog).findByText(/V9\.9\.9/)).toBeInTheDocument();
  }, 30_000);
});
