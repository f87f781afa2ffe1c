import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DevicePortConfig } from '@/api/generated/model';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { setupMockServer } from '@/mocks/test-helpers';
import { renderApp, signIn } from '@/routes/-testing';

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
    const link = await screen.findByRole('link', { name: `配置 ${first?.serialNo}` });
    await userEvent.setup().click(link);
    await waitFor(() => expect(router.state.location.search).toEqual({ deviceId: first?.id }));
    expect(await group('CAN')).toBeInTheDocument();
  }, 30_000);

  it('says why a device cannot be shown, and offers another device', async () => {
    const { router } = await renderApp(`${PATH}?deviceId=99999`);
    expect(await screen.findByText(/^设备信息加载失败：数据不存在/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: '切换设备' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect((await screen.findAllByRole('link', { name: /^配置 / })).length).toBeGreaterThan(0);
  }, 30_000);

  it('shows every bus type with its capacity and at least 16 slots', async () => {
    await renderApp(`${PATH}?deviceId=1024`);
    const can = await group('CAN');
    expect(within(can).getByText('已用 4 / 16 · 启用 3')).toBeInTheDocument();
    expect(within(can).getAllByRole('row')).toHaveLength(17);
    const flexray = await group('FlexRay');
    expect(within(flexray).getByText(/已用 0 \/ 2/)).toBeInTheDocument();
    expect(within(flexray).getAllByText('超出容量')).toHaveLength(14);
    expect(await group('摄像头 (RTSP)')).toBeInTheDocument();
  }, 30_000);

  it('refuses a port beyond the capacity with a message naming the bus type', async () => {
    const saves = spySaves();
    await renderApp(`${PATH}?deviceId=1024`);
    const lin = await group('LIN');
    const user = userEvent.setup();
    await user.click(within(lin).getByRole('button', { name: '添加 LIN 13' }));
    expect(within(lin).getByRole('alert')).toHaveTextContent('LIN 最多 12 个端口');
    expect(within(lin).getByText(/已用 2 \/ 12/)).toBeInTheDocument();
    const eth = await group('ETH-LOG');
    await user.click(within(eth).getByRole('button', { name: '添加 ETH-LOG 1' }));
    expect(within(eth).getByRole('alert')).toHaveTextContent('ETH-LOG 不能配置端口');
    expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
    expect(saves).toEqual([]);
  }, 30_000);

  it('shows what will change before saving, then saves the whole configuration', async () => {
    const saves = spySaves();
    await renderApp(`${PATH}?deviceId=1024`);
    const user = userEvent.setup();
    const can = await group('CAN');
    const rate = within(can).getByRole('textbox', { name: 'CAN1 速率 (bit/s)' });
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
  }, 30_000);

  it('keeps the edits as a draft and offers them back on the next visit', async () => {
    const first = await renderApp(`${PATH}?deviceId=1025`);
    const user = userEvent.setup();
    const can = await group('CAN');
    const name = within(can).getByRole('textbox', { name: 'CAN1 名称' });
    await user.clear(name);
    await user.type(name, '动力总线');
    // Leaving the screen writes what the pause had not yet written.
    first.unmount();
    await renderApp(`${PATH}?deviceId=1025`);
    const offer = await screen.findByText('发现未保存的草稿');
    expect(offer).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '恢复草稿' }));
    expect(within(await group('CAN')).getByRole('textbox', { name: '动力总线 名称' })).toHaveValue(
      '动力总线',
    );
  }, 30_000);
});
