import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import type { DevicePortConfig } from '@/api/generated/model';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { setupMockServer } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

setupMockServer();

const PATH = '/device-management/device-configuration';

const spySaves = () => {
  const saves: DevicePortConfig[] = [];
  server.use(
    http.post('*/api/device/portConfig/save', async ({ request }) => {
      saves.push((await request.clone().json()) as DevicePortConfig);
      return undefined;
    }),
  );
  return saves;
};

const group = async (name: string) => screen.findByRole('region', { name });

beforeEach(() => signIn());

describe('device configuration', () => {
  it('without a device in the URL offers the devices to choose from', async () => {
    const { router } = await renderApp(PATH);
    const first = db.devices.all()[0];
    const link = await screen.findByRole('link', {
      name: new RegExp(`^配置\\s*${first?.serialNo}(?![0-9])`),
    });
    await userEvent.setup().click(link);
    await waitFor(() => expect(router.state.location.search).toEqual({ deviceId: first?.id }));
    expect(await group('CAN')).toBeInTheDocument();
  });

  it('says why a device cannot be shown, and offers another device', async () => {
    const { router } = await renderApp(`${PATH}?deviceId=99999`);
    expect(await screen.findByText(/^设备信息加载失败：数据不存在/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: '切换设备' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect((await screen.findAllByRole('link', { name: /^配置\s*VD/ })).length).toBeGreaterThan(0);
  });

  it('shows every bus type with its capacity and at least 16 slots', async () => {
    await renderApp(`${PATH}?deviceId=1024`);
    const can = await group('CAN');
    expect(within(can).getByText('已用 4 / 16 · 启用 3')).toBeInTheDocument();
    expect(within(can).getAllByRole('row')).toHaveLength(17);
    const flexray = await group('FlexRay');
    expect(within(flexray).getByText(/已用 0 \/ 2/)).toBeInTheDocument();
    expect(within(flexray).getAllByText('超出容量')).toHaveLength(14);
    expect(await group('摄像头 (RTSP)')).toBeInTheDocument();
  });

  it('offers add buttons only where a port may go, one per bus type besides the free slots', async () => {
    await renderApp(`${PATH}?deviceId=1024`);
    const names = (region: HTMLElement) =>
      within(region)
        .queryAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(names(await group('FlexRay'))).toEqual([
      '添加FlexRay端口',
      '添加 FlexRay 1',
      '添加 FlexRay 2',
    ]);
    expect(names(await group('ETH-LOG'))).toEqual(['添加ETH-LOG端口']);
    expect(names(await group('摄像头 (RTSP)'))).toEqual(['添加摄像头 (RTSP)端口']);
  });

  it('refuses a port beyond the capacity with a message naming the bus type', async () => {
    const saves = spySaves();
    await renderApp(`${PATH}?deviceId=1024`);
    const user = userEvent.setup();
    const eth = await group('ETH-LOG');
    const ethAdd = within(eth).getByRole('button', { name: '添加ETH-LOG端口' });
    expect(ethAdd).toHaveAttribute('aria-disabled', 'true');
    expect(ethAdd).toHaveAccessibleDescription('ETH-LOG 不能配置端口');
    await user.click(ethAdd);
    expect(within(eth).getByRole('alert')).toHaveTextContent('ETH-LOG 不能配置端口');
    expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();

    const flexray = await group('FlexRay');
    const add = within(flexray).getByRole('button', { name: '添加FlexRay端口' });
    expect(add).not.toHaveAttribute('aria-disabled');
    await user.click(add);
    await user.click(add);
    expect(within(flexray).getByText(/已用 2 \/ 2/)).toBeInTheDocument();
    expect(add).toHaveAccessibleDescription('FlexRay 最多 2 个端口');
    await user.click(add);
    expect(within(flexray).getByRole('alert')).toHaveTextContent('FlexRay 最多 2 个端口');
    expect(within(flexray).getByText(/已用 2 \/ 2/)).toBeInTheDocument();
    expect(saves).toEqual([]);
  });

  it('names a port by its bus type and slot, not by the name being typed', async () => {
    await renderApp(`${PATH}?deviceId=1024`);
    const user = userEvent.setup();
    const can = await group('CAN');
    const name = within(can).getByRole('textbox', { name: 'CAN 1 名称' });
    await user.clear(name);
    await user.type(name, '动力总线');
    expect(name).toHaveValue('动力总线');
    expect(name).toHaveAccessibleName('CAN 1 名称');
    expect(within(can).getByRole('checkbox', { name: 'CAN 1 启用' })).toBeChecked();
    expect(within(can).getByRole('button', { name: '移除 CAN 1' })).toBeInTheDocument();
    expect(within(can).queryAllByRole('textbox', { name: /动力总线/ })).toEqual([]);
  });

  it('shows a taken name on the port that was just renamed', async () => {
    const saves = spySaves();
    await renderApp(`${PATH}?deviceId=1024`);
    const user = userEvent.setup();
    const can = await group('CAN');
    const name = within(can).getByRole('textbox', { name: 'CAN 1 名称' });
    await user.clear(name);
    await user.type(name, 'CAN2');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('端口名称与同一设备的其他端口重复');
    expect(name).toHaveFocus();
    expect(saves).toEqual([]);
  });

  it('shows what will change before saving, then saves the whole configuration', async () => {
    const saves = spySaves();
    await renderApp(`${PATH}?deviceId=1024`);
    const user = userEvent.setup();
    const can = await group('CAN');
    const rate = within(can).getByRole('textbox', { name: 'CAN 1 速率 (bit/s)' });
    await user.clear(rate);
    await user.type(rate, '250000');
    await user.click(within(can).getByRole('button', { name: '添加 CAN 5' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('修改 CAN 1 CAN1');
    expect(dialog).toHaveTextContent('速率 (bit/s)：500000 → 250000');
    expect(dialog).toHaveTextContent('新增 CAN 5 CAN5');
    expect(saves).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    const canPorts = saves[0]?.groups.find((g) => g.busType === 'CAN')?.ports;
    expect(canPorts?.map((p) => [p.index, p.bitrate])).toEqual([
      [1, 250000],
      [2, 500000],
      [3, 500000],
      [4, 500000],
      [5, 500000],
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: '保存' })).toBeDisabled());
  });

  it.each([
    ['a server error', () => new HttpResponse(null, { status: 500 }), '服务器错误'],
    [
      'a business code',
      () => HttpResponse.json({ code: 3001, msg: '设备正在升级，暂不能修改配置', data: null }),
      '设备正在升级，暂不能修改配置',
    ],
    ['a lost connection', () => HttpResponse.error(), '网络请求超时'],
  ])(
    'keeps every edit and says why when the save fails with %s',
    async (_, answer, reason) => {
      server.use(http.post('*/api/device/portConfig/save', answer));
      await renderApp(`${PATH}?deviceId=1024`);
      const user = userEvent.setup();
      const can = await group('CAN');
      const name = within(can).getByRole('textbox', { name: 'CAN 1 名称' });
      await user.clear(name);
      await user.type(name, '动力总线');
      await user.click(within(can).getByRole('button', { name: '添加 CAN 5' }));
      await user.click(screen.getByRole('button', { name: '保存' }));
      const dialog = await screen.findByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: '保存' }));
      expect(await screen.findByText(reason, { exact: false })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(within(can).getByRole('textbox', { name: 'CAN 1 名称' })).toHaveValue('动力总线');
      expect(within(can).getByRole('textbox', { name: 'CAN 5 名称' })).toHaveValue('CAN5');
      expect(screen.getByRole('button', { name: '保存' })).toBeEnabled();
    },
    30_000,
  );

  it('words a rate beyond the contract with its limit, and sends nothing', async () => {
    const saves = spySaves();
    await renderApp(`${PATH}?deviceId=1024`);
    const user = userEvent.setup();
    const can = await group('CAN');
    const rate = within(can).getByRole('textbox', { name: 'CAN 2 数据段速率 (CAN FD, bit/s)' });
    await user.clear(rate);
    await user.type(rate, '9000000');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(rate).toHaveAccessibleDescription('CAN 2 数据段速率 (CAN FD, bit/s)不能大于 8000000'),
    );
    expect(rate).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(saves).toEqual([]);
  });

  it('keeps the edits as a draft and offers them back on the next visit', async () => {
    const first = await renderApp(`${PATH}?deviceId=1025`);
    const user = userEvent.setup();
    const can = await group('CAN');
    const name = within(can).getByRole('textbox', { name: 'CAN 1 名称' });
    await user.clear(name);
    await user.type(name, '动力总线');
    // Leaving the screen writes what the pause had not yet written.
    first.unmount();
    await renderApp(`${PATH}?deviceId=1025`);
    const offer = await screen.findByText('发现未保存的草稿');
    expect(offer).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '恢复草稿' }));
    expect(within(await group('CAN')).getByRole('textbox', { name: 'CAN 1 名称' })).toHaveValue(
      '动力总线',
    );
  });
});
