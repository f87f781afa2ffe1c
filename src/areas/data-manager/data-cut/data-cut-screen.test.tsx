import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { formatDateTime } from '@/lib/format';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { setupMockServer, spyBodies } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

setupMockServer();
beforeEach(() => signIn());

// A file of the afternoon (UTC+8): its day is the same in whatever zone the test runs.
const file = (port?: string) =>
  db.dataFiles.findBy(
    (f) =>
      f.status === 'parsed' &&
      Number(f.startTime.slice(11, 13)) >= 12 &&
      (port === undefined || f.portType === port),
  )!;
// The link carries wall times of the browser's zone, as the screen shows them.
const text = (iso: string) => formatDateTime(iso);
const linkTo = (chosen: { vin: string; startTime: string; endTime: string }, more = '') =>
  `/data-manager/data-cut?vin=${chosen.vin}&startTime=${text(chosen.startTime)}&endTime=${text(chosen.endTime)}${more}`;
const form = () => screen.findByRole('form', { name: '切片条件' });

describe('数据切片', { timeout: 30_000 }, () => {
  it('keeps what was chosen and the last slice when a slice is refused, and says why', async () => {
    const chosen = file();
    const bodies = spyBodies('/api/dataset/file/slice');
    await renderApp(linkTo(chosen, `&portTypes=${chosen.portType}`));
    const user = userEvent.setup();
    const fields = within(await form());
    expect(fields.getByRole('textbox', { name: '开始时间' })).toHaveValue(text(chosen.startTime));
    await user.click(fields.getByRole('button', { name: '切片' }));
    const result = await screen.findByRole('region', { name: '最近一次切片' });
    expect(await within(result).findByRole('link', { name: '前往下载中心' })).toBeVisible();
    expect(result).toHaveTextContent(`端口 ${chosen.portType}`);
    expect(bodies[0]).toMatchObject({ vin: chosen.vin, portTypes: [chosen.portType] });

    server.use(
      http.post('*/api/dataset/file/slice', () =>
        HttpResponse.json({ code: [1, 4], msg: '所选时间窗内没有可切片的数据', data: null }),
      ),
    );
    await user.click(fields.getByRole('button', { name: '切片' }));
    expect(await fields.findByRole('alert')).toHaveTextContent('所选时间窗内没有可切片的数据');
    // The choice stays as it was, and so does the last slice the server took.
    expect(fields.getByRole('textbox', { name: '开始时间' })).toHaveValue(text(chosen.startTime));
    expect(fields.getByRole('textbox', { name: '结束时间' })).toHaveValue(text(chosen.endTime));
    expect(fields.getByRole('combobox', { name: '车辆' })).toHaveTextContent(chosen.plate);
    expect(fields.getByRole('button', { name: /^端口类型/ })).toHaveTextContent(chosen.portType);
    expect(within(result).getByRole('link', { name: '前往下载中心' })).toBeVisible();
    expect(result).not.toHaveTextContent('所选时间窗内没有可切片的数据');
  });

  it('says a lost connection stopped the slice and keeps the ticked files', async () => {
    const chosen = file();
    server.use(http.post('*/api/dataset/file/slice', () => HttpResponse.error()));
    await renderApp(linkTo(chosen, `&fileIds=${chosen.id}`));
    const user = userEvent.setup();
    const box = await screen.findByRole('checkbox', { name: `选择 ${chosen.fileName}` });
    expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: '切片' }));
    expect(await within(await form()).findByRole('alert')).toHaveTextContent('网络请求超时');
    expect(box).toBeChecked();
    expect(screen.queryByRole('region', { name: '最近一次切片' })).toBeNull();
  });

  it('slices the chosen files of the link and links the job in 下载中心', async () => {
    const chosen = file();
    await renderApp(linkTo(chosen, `&fileIds=${chosen.id}`));
    const user = userEvent.setup();
    expect(await screen.findByRole('checkbox', { name: `选择 ${chosen.fileName}` })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '切片' }));
    const result = await screen.findByRole('region', { name: '最近一次切片' });
    expect(await within(result).findByRole('link', { name: '前往下载中心' })).toBeInTheDocument();
    expect(result).toHaveTextContent('所选文件 1 个');
  });

  it.each(['CAN3', 'LIN2', 'FlexRay1', 'ETH1'])(
    'chooses port %s among the enumeration, ticks its file and cuts it',
    async (port) => {
      const chosen = file(port);
      const bodies = spyBodies('/api/dataset/file/slice');
      await renderApp(linkTo(chosen));
      const user = userEvent.setup();
      const fields = within(await form());
      await screen.findByRole('checkbox', { name: `选择 ${chosen.fileName}` });
      await user.click(fields.getByRole('button', { name: /^端口类型/ }));
      await user.click(await screen.findByRole('checkbox', { name: port }));
      await user.keyboard('{Escape}');
      await waitFor(() => {
        const listed = within(fields.getByRole('group', { name: '可切片的数据文件' }))
          .getAllByRole('checkbox')
          .map((box) => box.getAttribute('aria-label') ?? '');
        expect(listed.every((name) => name.includes(`_${port}_`))).toBe(true);
      });
      await user.click(fields.getByRole('checkbox', { name: `选择 ${chosen.fileName}` }));
      await user.click(fields.getByRole('button', { name: '切片' }));
      const result = await screen.findByRole('region', { name: '最近一次切片' });
      expect(await within(result).findByRole('link', { name: '前往下载中心' })).toBeVisible();
      expect(bodies[0]).toEqual({
        vin: chosen.vin,
        startTime: new Date(chosen.startTime).toISOString(),
        endTime: new Date(chosen.endTime).toISOString(),
        fileIds: [chosen.id],
      });
    },
  );

  it('asks for a car in the error map words and sends nothing', async () => {
    const bodies = spyBodies('/api/dataset/file/slice');
    await renderApp('/data-manager/data-cut');
    const user = userEvent.setup();
    const fields = within(await form());
    await user.click(fields.getByRole('button', { name: '切片' }));
    const car = fields.getByRole('combobox', { name: '车辆' });
    await waitFor(() => expect(car).toHaveAccessibleDescription('请选择车辆'));
    expect(fields.getByText('缺少开始时间或结束时间')).toBeVisible();
    // The times' contract issues are the range picker's, not a message on top of the form.
    expect(fields.queryByText(/startTime|endTime|开始时间格式/)).toBeNull();
    expect(bodies).toEqual([]);
  });

  it('holds 切片 for a user without data:cut-slice, and sends nothing', async () => {
    signIn(['data:cut']);
    const chosen = file();
    const bodies = spyBodies('/api/dataset/file/slice');
    await renderApp(linkTo(chosen, `&fileIds=${chosen.id}`));
    const user = userEvent.setup();
    await screen.findByRole('checkbox', { name: `选择 ${chosen.fileName}` });
    const slice = screen.getByRole('button', { name: '切片' });
    expect(slice).toHaveAttribute('aria-disabled', 'true');
    await user.click(slice);
    expect(bodies).toEqual([]);
    expect(screen.queryByRole('region', { name: '最近一次切片' })).toBeNull();
  });
});
