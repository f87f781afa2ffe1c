import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { formatDateTime } from '@/lib/format';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { setupMockServer } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

setupMockServer();
beforeEach(() => signIn());

// A file of the afternoon (UTC+8): its day is the same in whatever zone the test runs.
const file = () =>
  db.dataFiles.findBy((f) => f.status === 'parsed' && Number(f.startTime.slice(11, 13)) >= 12)!;
// The link carries wall times of the browser's zone, as the screen shows them.
const text = (iso: string) => formatDateTime(iso);

describe('数据切片', () => {
  it('shows a list-code refusal with its msg, and still shows it after coming back', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/dataset/file/slice', async ({ request }) => {
        bodies.push(await request.clone().json());
        return HttpResponse.json({ code: [1, 4], msg: '所选时间窗内没有可切片的数据', data: null });
      }),
    );
    const { vin, portType } = file();
    const path = `/data-manager/data-cut?vin=${vin}&portTypes=${portType}&startTime=2026-11-20 08:00:00&endTime=2026-11-20 09:00:00`;
    const { router } = await renderApp(path);
    const user = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: '开始时间' })).toHaveValue(
      '2026-11-20 08:00:00',
    );
    await user.click(screen.getByRole('button', { name: '切片' }));
    const result = await screen.findByRole('region', { name: '最近一次切片' });
    expect(within(result).getByRole('alert')).toHaveTextContent('所选时间窗内没有可切片的数据');
    expect(bodies[0]).toMatchObject({ vin, portTypes: [portType] });
    await router.navigate({ to: '/data-manager/original-data' });
    await router.navigate({ to: '/data-manager/data-cut' });
    expect(await screen.findByRole('region', { name: '最近一次切片' })).toHaveTextContent(
      '所选时间窗内没有可切片的数据',
    );
  });

  it('slices the chosen files of the link and links the job in 下载中心', async () => {
    const chosen = file();
    const path = `/data-manager/data-cut?vin=${chosen.vin}&startTime=${text(chosen.startTime)}&endTime=${text(chosen.endTime)}&fileIds=${chosen.id}`;
    await renderApp(path);
    const user = userEvent.setup();
    expect(await screen.findByRole('checkbox', { name: `选择 ${chosen.fileName}` })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '切片' }));
    const result = await screen.findByRole('region', { name: '最近一次切片' });
    expect(await within(result).findByRole('link', { name: '前往下载中心' })).toBeInTheDocument();
    expect(result).toHaveTextContent('所选文件 1 个');
  });
});
