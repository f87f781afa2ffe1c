import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { get, post } from '@/mocks/stateful/checked-call';
import { setupMockServer } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

setupMockServer();

const PATH = '/device-management/device-firmware-update';

beforeEach(() => signIn());

describe('firmware update', () => {
  it('creates a staged job only after a confirmation naming the plan', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/device/upgrade/create', async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
    );
    const { router } = await renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '新建升级任务' }));
    const dialog = await screen.findByRole('dialog', { name: '新建升级任务' });
    await user.click(within(dialog).getByRole('button', { name: '开始升级' }));
    expect(await within(dialog).findByText('请选择目标设备')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: '固件' })).toHaveAccessibleDescription(
      '请选择固件',
    );
    await user.click(within(dialog).getByRole('combobox', { name: '固件' }));
    const [firmware] = await screen.findAllByRole('option');
    const firmwareName = firmware?.textContent ?? '';
    await user.click(firmware as HTMLElement);
    // Only devices of the firmware's model are offered, and 选择全部 takes exactly those.
    const record = db.firmware.findBy((f) => `${f.name} ${f.version}` === firmwareName);
    const sameModel = db.devices.all().filter((d) => d.model_number === record?.model_number);
    const count = sameModel.length;
    expect(count).toBeGreaterThan(3);
    expect(count).toBeLessThan(db.devices.all().length);
    await user.click(within(dialog).getByRole('button', { name: '选择全部符合条件的设备' }));
    expect(await within(dialog).findByText(`已选 ${count} 台设备`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: '分批升级' }));
    await user.type(within(dialog).getByRole('textbox', { name: '首批台数' }), String(count));
    await user.click(within(dialog).getByRole('button', { name: '开始升级' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: '首批台数' })).toHaveAccessibleDescription(
        `首批台数须为 1 至 ${count - 1} 之间的整数（少于所选台数）`,
      ),
    );
    await user.clear(within(dialog).getByRole('textbox', { name: '首批台数' }));
    await user.type(within(dialog).getByRole('textbox', { name: '首批台数' }), '3');
    await user.click(within(dialog).getByRole('button', { name: '开始升级' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(
      `用 ${firmwareName} 升级 ${count} 台设备：先升级 3 台，首批失败率低于 20% 时自动继续其余 ${count - 3} 台`,
    );
    expect(bodies).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: '开始升级' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ rollout: { firstBatchSize: 3, maxFailureRate: 0.2 } });
    expect([...(bodies[0] as { deviceIds: number[] }).deviceIds].sort()).toEqual(
      sameModel.map((d) => d.id).sort(),
    );
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ jobId: expect.any(Number) }),
    );
  });

  it.each([
    ['a server error', () => new HttpResponse(null, { status: 500 }), '服务器错误'],
    [
      'a business code',
      () => HttpResponse.json({ code: 3002, msg: '固件已下架', data: null }),
      '固件已下架',
    ],
    ['a lost connection', () => HttpResponse.error(), '网络请求超时'],
  ])(
    'keeps the new job as chosen and says why when creating it fails with %s',
    async (_, answer, reason) => {
      server.use(http.post('*/api/device/upgrade/create', answer));
      await renderApp(PATH);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: '新建升级任务' }));
      const dialog = await screen.findByRole('dialog', { name: '新建升级任务' });
      await user.click(within(dialog).getByRole('combobox', { name: '固件' }));
      const [firmware] = await screen.findAllByRole('option');
      const firmwareName = firmware?.textContent ?? '';
      await user.click(firmware as HTMLElement);
      await user.click(within(dialog).getByRole('button', { name: '选择全部符合条件的设备' }));
      const chosen = await within(dialog).findByText(/^已选 [1-9]\d* 台设备$/);
      const count = chosen.textContent;
      await user.click(within(dialog).getByRole('checkbox', { name: '分批升级' }));
      await user.type(within(dialog).getByRole('textbox', { name: '首批台数' }), '2');
      await user.click(within(dialog).getByRole('button', { name: '开始升级' }));
      const confirm = await screen.findByRole('alertdialog');
      await user.click(within(confirm).getByRole('button', { name: '开始升级' }));
      expect(await within(dialog).findByText(reason, { exact: false })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(within(dialog).getByRole('combobox', { name: '固件' })).toHaveTextContent(
        firmwareName,
      );
      expect(within(dialog).getByText(count ?? '')).toBeInTheDocument();
      expect(within(dialog).getByRole('checkbox', { name: '分批升级' })).toBeChecked();
      expect(within(dialog).getByRole('textbox', { name: '首批台数' })).toHaveValue('2');
      expect(within(dialog).getByRole('textbox', { name: '失败率阈值（%）' })).toHaveValue('20');
    },
    30_000,
  );

  it('shows a job the rule paused with its reason and offers to go on with the rest', async () => {
    const created = await post('/api/device/upgrade/create', {
      firmwareId: 502,
      upgrade_obj: 0,
      deviceIds: [1029, 1024, 1025],
      rollout: { firstBatchSize: 1, maxFailureRate: 0.5 },
    });
    const id = (created.data as { id: number }).id;
    // Each read moves the job on, as the screen's polling would.
    for (let read = 0; read < 6; read += 1) await get(`/api/device/upgrade/detail?id=${id}`);
    await renderApp(`${PATH}?jobId=${id}`);
    expect(
      await screen.findByText('首批 1 台中 1 台失败，失败率 100%，未低于阈值 50%'),
    ).toBeInTheDocument();
    expect(screen.getByText('已暂停')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '暂停' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '重试失败设备' })).toBeEnabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '继续升级其余设备' }));
    expect(await screen.findByText('执行中')).toBeInTheDocument();
  });

  it('shows no batches for a job that is not staged', async () => {
    const job = db.upgradeJobs.findBy((j) => j.rollout === null);
    if (!job) throw new Error('the seed has no unstaged job');
    await renderApp(`${PATH}?jobId=${job.id}`);
    const table = await screen.findByRole('table', { name: '设备进度' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).not.toContain('批次');
  });

  it('keeps the history filters in the URL', async () => {
    const { router } = await renderApp(`${PATH}?deviceId=1025`);
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: '清除设备筛选' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByRole('option', { name: '已取消' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ deviceId: 1025, status: 'cancelled' }),
    );
    expect(await screen.findByText('#1023')).toBeInTheDocument();
  });
});
