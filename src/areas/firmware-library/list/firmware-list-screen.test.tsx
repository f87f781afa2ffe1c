import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { setupMockServer, spyBodies, spyQueries } from '@/testing/mock-server';
import { everyAuthority, renderApp, signIn } from '@/testing/render-app';

setupMockServer();

const PATH = '/firmware-library/firmware-library-list';

beforeEach(() => signIn());

/** Firmware no unfinished upgrade job uses: the server lets it go. */
const unusedFirmware = () =>
  db.firmware
    .all()
    .filter((f) => !db.upgradeJobs.all().some((job) => job.firmwareId === f.id && !job.cancelled));

/** Ticks the rows of these firmware, then asks to delete them together. */
const bulkDelete = async (chosen: readonly { name: string; version: string }[]) => {
  const user = userEvent.setup();
  for (const f of chosen)
    await user.click(await screen.findByRole('checkbox', { name: `选择 ${f.name} ${f.version}` }));
  await user.click(screen.getByRole('button', { name: '批量删除' }));
  const confirm = await screen.findByRole('alertdialog', { name: '删除固件' });
  expect(confirm).toHaveTextContent(`确定删除选中的 ${chosen.length} 个固件吗？`);
  await user.click(within(confirm).getByRole('button', { name: '删除' }));
  return { user, confirm };
};

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
  });

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
    expect(await within(confirm).findByText('仍有数据引用该记录，无法删除')).toBeInTheDocument();
    expect(db.firmware.find(501)).toBeDefined();
  });

  it('deletes the chosen firmware in one call after confirming', async () => {
    const [a, b] = unusedFirmware();
    if (!a || !b) throw new Error('fewer than two unused firmware');
    const bodies = spyBodies('/api/firmware/delete');
    await renderApp(PATH);
    const table = await screen.findByRole('table', { name: '固件' });
    await bulkDelete([a, b]);
    expect(await screen.findByText('已删除 2 个固件')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({ ids: expect.arrayContaining([a.id, b.id]) });
    expect((bodies[0] as { ids: number[] }).ids).toHaveLength(2);
    await waitFor(() =>
      expect(
        within(table).queryByRole('checkbox', { name: `选择 ${a.name} ${a.version}` }),
      ).toBeNull(),
    );
    expect(
      within(table).queryByRole('checkbox', { name: `选择 ${b.name} ${b.version}` }),
    ).toBeNull();
    expect(db.firmware.find(a.id)).toBeUndefined();
    expect(db.firmware.find(b.id)).toBeUndefined();
  });

  it('keeps the chosen firmware when the server refuses, with its message', async () => {
    const used = db.firmware.find(501);
    const [free] = unusedFirmware();
    if (!used || !free) throw new Error('no firmware 501 or none unused');
    await renderApp(PATH);
    const { user, confirm } = await bulkDelete([used, free]);
    expect(await within(confirm).findByText('仍有数据引用该记录，无法删除')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    const table = screen.getByRole('table', { name: '固件' });
    for (const f of [used, free])
      expect(
        within(table).getByRole('checkbox', { name: `选择 ${f.name} ${f.version}` }),
      ).toBeChecked();
    expect(db.firmware.find(501)).toBeDefined();
    expect(db.firmware.find(free.id)).toBeDefined();
  });

  it('offers neither row choice nor delete without firmware:delete', async () => {
    signIn(everyAuthority.filter((code) => code !== 'firmware:delete'));
    const f = db.firmware.find(501);
    await renderApp(PATH);
    const menu = await screen.findByRole('button', {
      name: `操作：${f?.name ?? ''} ${f?.version ?? ''}`,
    });
    expect(screen.queryByRole('checkbox', { name: /^选择 / })).toBeNull();
    await userEvent.setup().click(menu);
    expect(await screen.findByRole('menuitem', { name: '详情' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '删除' })).toBeNull();
  });

  it('checks the upload form beside its fields before sending anything', async () => {
    await renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '上传固件' }));
    const dialog = await screen.findByRole('dialog', { name: '上传固件' });
    await user.click(within(dialog).getByRole('button', { name: '上传' }));
    expect(await within(dialog).findByText('请选择固件文件')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '版本' })).toHaveAccessibleDescription(
      '请输入版本',
    );
    // An empty file is refused beside its field too.
    await user.upload(within(dialog).getByLabelText('固件文件'), new File([], 'empty.bin'));
    await user.click(within(dialog).getByRole('button', { name: '上传' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('固件文件')).toHaveAccessibleDescription(
        '文件为空（0 字节），请选择有内容的固件文件',
      ),
    );
  });

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
  });

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
  });
});

describe('firmware upload failing', () => {
  it.each([
    [
      'a business code',
      () => Response.json({ code: 2001, msg: '固件文件校验失败', data: null }),
      '固件文件校验失败',
    ],
    ['a lost connection', () => Response.error(), '网络请求超时'],
  ])(
    'keeps the dialog as filled and says why when it fails with %s',
    async (_, answer, reason) => {
      server.use(http.post('*/api/firmware/upload', answer));
      await renderApp(PATH);
      const { user, dialog } = await openUploadFilled('VD-2000 新固件', 'V9.9.8', 'VD-2000');
      await user.click(within(dialog).getByRole('button', { name: '上传' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
      expect(within(dialog).getByRole('textbox', { name: '固件名称' })).toHaveValue(
        'VD-2000 新固件',
      );
      expect(within(dialog).getByRole('textbox', { name: '版本' })).toHaveValue('V9.9.8');
      expect(within(dialog).getByRole('combobox', { name: '设备型号' })).toHaveTextContent(
        'VD-2000',
      );
      expect(within(dialog).getByRole('button', { name: '上传' })).toBeEnabled();
    },
    30_000,
  );
});
