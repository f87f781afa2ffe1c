import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { setupMockServer } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

setupMockServer();

/** Query strings of the list calls and bodies of the writes the screen makes. */
const spyCalls = () => {
  const lists: URLSearchParams[] = [];
  const bodies: { path: string; body: unknown }[] = [];
  server.use(
    http.get('*/api/device/list', ({ request }) => {
      lists.push(new URL(request.url).searchParams);
      return undefined;
    }),
    http.post('*/api/device/:action', async ({ request }) => {
      bodies.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
      return undefined;
    }),
  );
  return { lists, bodies };
};

beforeEach(() => signIn());

type Within = ReturnType<typeof within>;
const CSV_HEAD = '序列号,设备名称,设备型号,个性化,车队,备注';

/** The device list with 批量导入 open. */
const openImport = async () => {
  await renderApp('/device-management/device-list');
  const user = userEvent.setup();
  expect(await screen.findByText('VD1K241101196')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '批量导入' }));
  const dialog = within(await screen.findByRole('dialog', { name: '批量导入设备' }));
  return { user, dialog };
};

const chooseCsv = (user: UserEvent, dialog: Within, lines: readonly string[]) =>
  user.upload(
    dialog.getByLabelText('选择 CSV 文件'),
    new File([[CSV_HEAD, ...lines].join('\r\n')], 'devices.csv', { type: 'text/csv' }),
  );

/** Serials in the store that start with the prefix, in order. */
const registered = (prefix: string) =>
  db.devices
    .filter((d) => d.serialNo.startsWith(prefix))
    .map((d) => d.serialNo)
    .sort();

describe('device list', () => {
  it('sends the filters of the URL under the contract names', async () => {
    const { lists } = spyCalls();
    await renderApp(
      '/device-management/device-list?keyword=VD2K&status=1&online=offline&model=2&fleetId=1021&softwareVersionId=3&hardwareVersionId=2&pageNo=2&pageSize=50',
    );
    await waitFor(() => expect(lists.length).toBeGreaterThan(0));
    expect(Object.fromEntries(lists[0] ?? [])).toEqual({
      keyword: 'VD2K',
      device_reg_status: '1',
      online: 'false',
      model_number: '2',
      fleetId: '1021',
      softwareVersionId: '3',
      hardwareVersionId: '2',
      pageNo: '2',
      pageSize: '50',
    });
  });

  it('puts a chosen filter into the URL and shows only matching devices', async () => {
    const { router } = await renderApp('/device-management/device-list');
    const user = userEvent.setup();
    expect(await screen.findByText('VD1K241101196')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '在线状态' }));
    await user.click(await screen.findByRole('option', { name: '在线' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ online: 'online' }));
    await waitFor(() => expect(screen.queryByText('VD1K241101196')).not.toBeInTheDocument());
    const online = db.devices.filter((d) => d.online).length;
    expect(await screen.findByText(new RegExp(`共 ${online} 条`))).toBeInTheDocument();
  });

  it('registers a device: messages beside the fields, a taken serial found before saving', async () => {
    const { bodies } = spyCalls();
    await renderApp('/device-management/device-list');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增设备' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: '序列号' })).toHaveAccessibleDescription(
        '请输入序列号',
      ),
    );
    expect(within(dialog).getByRole('combobox', { name: '设备型号' })).toHaveAccessibleDescription(
      '请选择设备型号',
    );
    const taken = db.devices.all()[0]?.serialNo ?? '';
    await user.type(within(dialog).getByRole('textbox', { name: '序列号' }), taken);
    await user.type(within(dialog).getByRole('textbox', { name: '设备名称' }), '单测采集器');
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: '序列号' })).toHaveAccessibleDescription(
        '序列号已登记',
      ),
    );
    await user.clear(within(dialog).getByRole('textbox', { name: '序列号' }));
    await user.type(within(dialog).getByRole('textbox', { name: '序列号' }), 'VD2K-UNIT-0001');
    await user.click(within(dialog).getByRole('combobox', { name: '设备型号' }));
    await user.click(await screen.findByRole('option', { name: 'VD-3000' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          path: '/api/device/save',
          body: {
            serialNo: 'VD2K-UNIT-0001',
            name: '单测采集器',
            model_number: 2,
            device_personalization: 0,
          },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.devices.findBy((d) => d.serialNo === 'VD2K-UNIT-0001')).toBeDefined();
  });

  it('keeps what was typed and says why when the server refuses', async () => {
    server.use(
      http.post('*/api/device/save', () => Response.json({ code: 1411, msg: '设备序列号已存在' })),
    );
    await renderApp('/device-management/device-list');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增设备' });
    await user.type(within(dialog).getByRole('textbox', { name: '序列号' }), 'VD2K-RACE-1');
    await user.type(within(dialog).getByRole('textbox', { name: '设备名称' }), '并发登记');
    await user.click(within(dialog).getByRole('combobox', { name: '设备型号' }));
    await user.click(await screen.findByRole('option', { name: 'VD-2000' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('设备序列号已存在');
    expect(within(dialog).getByRole('textbox', { name: '序列号' })).toHaveValue('VD2K-RACE-1');
    expect(within(dialog).getByRole('textbox', { name: '设备名称' })).toHaveValue('并发登记');
  });

  it('judges an imported file against the fleets even when they arrive after the file', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/fleet/getFleets', async () => {
        await held;
        return undefined;
      }),
    );
    await renderApp('/device-management/device-list');
    const user = userEvent.setup();
    expect(await screen.findByText('VD1K241101196')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '批量导入' }));
    const dialog = within(await screen.findByRole('dialog', { name: '批量导入设备' }));
    const fleet = db.carTeams.all()[0]?.name;
    expect(fleet).toBeTruthy();
    const csv = `序列号,设备名称,设备型号,个性化,车队,备注\r\nVD2K-CSV-0101,导入一号,VD-2000,,${fleet},\r\n`;
    await user.upload(
      dialog.getByLabelText('选择 CSV 文件'),
      new File([csv], 'devices.csv', { type: 'text/csv' }),
    );
    release();
    expect(await dialog.findByText('可导入 1 行，有问题 0 行（不会导入）')).toBeInTheDocument();
  });

  it('registers the good rows of an imported file in one call, all of them', async () => {
    const { bodies } = spyCalls();
    const { user, dialog } = await openImport();
    await chooseCsv(user, dialog, [
      'VD2K-CSV-0201,导入一号,VD-2000,,,',
      'VD2K-CSV-0202,导入二号,VD-9,,,',
      'VD2K-CSV-0203,导入三号,VD-3000,定制,,',
    ]);
    expect(await dialog.findByText('可导入 2 行，有问题 1 行（不会导入）')).toBeInTheDocument();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/device/import', async () => {
        await held;
        return undefined;
      }),
    );
    await user.click(dialog.getByRole('button', { name: '导入 2 台设备' }));
    // One call for all the rows: no count of rows done while it runs.
    expect(await dialog.findByRole('status')).toHaveTextContent('正在导入 2 行…');
    release();
    await waitFor(() => expect(dialog.getAllByText('已导入')).toHaveLength(2));
    expect(bodies).toEqual([
      {
        path: '/api/device/import',
        body: {
          rows: [
            {
              serialNo: 'VD2K-CSV-0201',
              name: '导入一号',
              model_number: 1,
              device_personalization: 0,
            },
            {
              serialNo: 'VD2K-CSV-0203',
              name: '导入三号',
              model_number: 2,
              device_personalization: 1,
            },
          ],
        },
      },
    ]);
    expect(registered('VD2K-CSV-020')).toEqual(['VD2K-CSV-0201', 'VD2K-CSV-0203']);
    expect(await screen.findByText('已导入 2 台设备')).toBeInTheDocument();
  });

  it('writes no device when the server refuses the import, and keeps the preview to fix', async () => {
    const { user, dialog } = await openImport();
    await chooseCsv(user, dialog, [
      'VD2K-CSV-0301,导入一号,VD-2000,,,',
      'VD2K-CSV-0302,导入二号,VD-2000,,,',
    ]);
    expect(await dialog.findByText('可导入 2 行，有问题 0 行（不会导入）')).toBeInTheDocument();
    // Someone registers the second serial between the preview and the import.
    const seeded = db.devices.all()[0];
    if (!seeded) throw new Error('seed has no device');
    const { id: _id, ...other } = seeded;
    db.devices.insert({ ...other, serialNo: 'VD2K-CSV-0302' });
    await user.click(dialog.getByRole('button', { name: '导入 2 台设备' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      '第 2 行（序列号 VD2K-CSV-0302）：设备序列号已存在',
    );
    expect(registered('VD2K-CSV-0301')).toEqual([]);
    expect(dialog.queryByText('已导入')).not.toBeInTheDocument();
    expect(dialog.getAllByText('可导入')).toHaveLength(2);
    expect(dialog.getByRole('button', { name: '导入 2 台设备' })).toBeEnabled();
    // The fixed file goes in whole.
    await chooseCsv(user, dialog, ['VD2K-CSV-0301,导入一号,VD-2000,,,']);
    await user.click(await dialog.findByRole('button', { name: '导入 1 台设备' }));
    await waitFor(() => expect(registered('VD2K-CSV-0301')).toEqual(['VD2K-CSV-0301']));
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the outcome is unknown when the import gets no answer, and refreshes the list', async () => {
    const { lists } = spyCalls();
    const { user, dialog } = await openImport();
    await chooseCsv(user, dialog, ['VD2K-CSV-0401,导入一号,VD-2000,,,']);
    expect(await dialog.findByText('可导入 1 行，有问题 0 行（不会导入）')).toBeInTheDocument();
    server.use(http.post('*/api/device/import', () => HttpResponse.error()));
    const listsBefore = lists.length;
    await user.click(dialog.getByRole('button', { name: '导入 1 台设备' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      '网络请求超时：无法确认这些行是否已导入，请关闭后在列表中核对，再决定是否重新导入',
    );
    await waitFor(() => expect(lists.length).toBeGreaterThan(listsBefore));
    expect(dialog.getByRole('button', { name: '导入 1 台设备' })).toBeEnabled();
  });

  it('bulk deletes only after a confirmation naming the devices', async () => {
    const { bodies } = spyCalls();
    await renderApp('/device-management/device-list?pageSize=10');
    const user = userEvent.setup();
    const boxes = await screen.findAllByRole('checkbox', { name: /^选择 / });
    await user.click(boxes[0] as HTMLElement);
    await user.click(boxes[1] as HTMLElement);
    const names = [boxes[0], boxes[1]].map((box) =>
      (box?.getAttribute('aria-label') ?? '').replace(/^选择 /, ''),
    );
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    const confirm = await screen.findByRole('alertdialog');
    names.forEach((serial) => expect(confirm).toHaveTextContent(serial));
    expect(bodies).toEqual([]);
    const ids = names.map((serial) => db.devices.findBy((d) => d.serialNo === serial)?.id);
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(bodies).toEqual([{ path: '/api/device/delete', body: { ids } }]));
    await waitFor(() => expect(db.devices.find(ids[0] ?? 0)).toBeUndefined());
  });

  it('shows the refusal of a delete in its confirmation and keeps the device', async () => {
    server.use(
      http.post('*/api/device/delete', () =>
        HttpResponse.json({ code: 1414, msg: '设备正在升级，不能删除', data: null }),
      ),
    );
    await renderApp('/device-management/device-list?keyword=VD1K241101196');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '操作：VD1K241101196' }));
    await user.click(await screen.findByRole('menuitem', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除设备' });
    expect(confirm).toHaveTextContent('VD1K241101196');
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await within(confirm).findByText('设备正在升级，不能删除')).toBeInTheDocument();
    expect(db.devices.findBy((d) => d.serialNo === 'VD1K241101196')).toBeDefined();
  });

  it('names every device of a large bulk delete, not the first few', async () => {
    await renderApp('/device-management/device-list?pageSize=50');
    const user = userEvent.setup();
    const boxes = await screen.findAllByRole('checkbox', { name: /^选择 / });
    expect(boxes.length).toBeGreaterThan(10);
    await user.click(screen.getByRole('checkbox', { name: '全选本页' }));
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    const confirm = await screen.findByRole('alertdialog');
    for (const box of boxes) {
      expect(confirm).toHaveTextContent(
        (box.getAttribute('aria-label') ?? '').replace(/^选择 /, ''),
      );
    }
    expect(confirm).not.toHaveTextContent('等');
  });

  it('offers no change to a user holding only device:list', async () => {
    signIn(['device:list']);
    await renderApp('/device-management/device-list');
    expect(await screen.findByText('VD1K241101196')).toBeInTheDocument();
    for (const name of ['新增', '批量导入', '批量删除']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    // Every action of a row needs a code this user lacks: no menu at all.
    expect(screen.queryByRole('button', { name: /^操作：/ })).not.toBeInTheDocument();
  });

  it('offers registering, import and editing each with its own code', async () => {
    signIn(['device:list', 'device:edit', 'monitor:single']);
    await renderApp('/device-management/device-list');
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: '新增' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '批量导入' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '操作：VD1K241101196' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['实时监控', '编辑']);
  });
});
