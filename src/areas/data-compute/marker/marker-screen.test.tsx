import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { saveBlob } from '@/lib/download';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { setupMockServer } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

vi.mock('@/lib/download', () => ({ saveBlob: vi.fn() }));

setupMockServer();

const PATH = '/data-compute/marker';
const list = '*/api/trace/marker/rule_rcd/list';

const spyLists = () => {
  const urls: URL[] = [];
  server.use(
    http.get(list, ({ request }) => {
      urls.push(new URL(request.url));
      return undefined;
    }),
  );
  return urls;
};

const table = () => screen.findByRole('table', { name: '标记规则记录' });

beforeEach(() => signIn());
afterEach(() => vi.mocked(saveBlob).mockClear());

// A whole screen with its board and a twelve-column table renders slowly in jsdom.
describe('标记规则', () => {
  it('sends the filters, sort and page of the URL with the contract names', async () => {
    const vin = db.vehicles.all()[2]?.vin ?? '';
    const urls = spyLists();
    const start = '2026-11-01T00:00:00+08:00';
    const end = '2026-11-20T23:59:59+08:00';
    await renderApp(
      `${PATH}?ruleId=8&vin=${vin}&status=1&startTime=${encodeURIComponent(start)}&endTime=${encodeURIComponent(end)}&sortBy=vin&sortOrder=asc&pageNo=2&pageSize=50`,
    );
    await waitFor(() => expect(urls.length).toBeGreaterThan(0));
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({
      pageNo: '2',
      pageSize: '50',
      ruleId: '8',
      vin,
      status: '1',
      startTime: start,
      endTime: end,
      sortBy: 'vin',
      sortOrder: 'asc',
    });
  });

  it('puts the filter form into the URL, starting over at page 1, and checks the time range', async () => {
    const urls = spyLists();
    const { router } = await renderApp(`${PATH}?pageNo=3`);
    await table();
    const form = screen.getByRole('form', { name: '筛选标记规则记录' });
    const user = userEvent.setup();
    // Typed as a user types a time, committed by leaving the field.
    const typeTime = async (field: HTMLElement, text: string) => {
      await user.clear(field);
      await user.type(field, text);
      await user.tab();
    };
    const vin = db.vehicles.all()[0]?.vin ?? '';
    await user.type(within(form).getByLabelText('VIN'), vin.toLowerCase());
    await typeTime(within(form).getByRole('textbox', { name: '开始时间' }), '2026-11-10 08:00:00');
    await user.click(within(form).getByRole('button', { name: '查询' }));
    expect(within(form).getByText('缺少开始时间或结束时间')).toBeVisible();

    await typeTime(within(form).getByRole('textbox', { name: '结束时间' }), '2026-11-09 08:00:00');
    await user.click(within(form).getByRole('button', { name: '查询' }));
    expect(within(form).getByText('开始时间必须小于结束时间')).toBeVisible();

    await typeTime(within(form).getByRole('textbox', { name: '结束时间' }), '2026-11-20 08:00:00');
    await user.click(within(form).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ vin }));
    expect(router.state.location.search).not.toHaveProperty('pageNo');
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('vin')).toBe(vin));
    const params = urls.at(-1)?.searchParams;
    expect(Date.parse(params?.get('startTime') ?? '')).toBe(
      new Date('2026-11-10T08:00:00').getTime(),
    );
    expect(params?.get('endTime')).toMatch(/^2026-11-20T08:00:00([+-]\d\d:\d\d|Z)$/);
    expect(params?.get('pageNo')).toBe('1');
  });

  it('opens a record from its row, refuses to ignore it without a reason, then saves', async () => {
    const record = db.markerRecords.all().at(-1);
    const id = record?.id ?? 0;
    db.markerRecords.update(id, { status: 0, remark: null });
    const { router } = await renderApp(PATH);
    const user = userEvent.setup();
    await user.click(await within(await table()).findByRole('cell', { name: String(id) }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ record: id }));
    const dialog = await screen.findByRole('dialog', { name: `标记记录 ${id}` });
    expect(await within(dialog).findByText(record?.signalName ?? '')).toBeVisible();

    await user.click(within(dialog).getByRole('combobox', { name: '处理状态' }));
    await user.click(await screen.findByRole('option', { name: '已忽略' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('标记为已忽略时请填写原因')).toBeVisible();
    expect(db.markerRecords.find(id)?.status).toBe(0);

    await user.type(within(dialog).getByLabelText('备注'), '试验场调试');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(db.markerRecords.find(id)).toMatchObject({ status: 2, remark: '试验场调试' });
    expect(router.state.location.search).not.toHaveProperty('record');
    expect(await screen.findByText('记录已更新')).toBeVisible();
  });

  it('shows a record without the update form to a user without compute:marker-edit', async () => {
    signIn(['compute:marker']);
    const record = db.markerRecords.all().at(-1);
    const id = record?.id ?? 0;
    await renderApp(`${PATH}?record=${id}`);
    const dialog = await screen.findByRole('dialog', { name: `标记记录 ${id}` });
    expect(await within(dialog).findByText(record?.signalName ?? '')).toBeVisible();
    expect(within(dialog).queryByRole('combobox', { name: '处理状态' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
  });

  it('keeps the status and remark and says why when the update is refused', async () => {
    const record = db.markerRecords.all().at(-1);
    const id = record?.id ?? 0;
    db.markerRecords.update(id, { status: 0, remark: null });
    server.use(
      http.post('*/api/trace/marker/rule_rcd/update', () =>
        HttpResponse.json({ code: 1, msg: '记录已被他人处理', data: null }),
      ),
    );
    await renderApp(`${PATH}?record=${id}`);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: `标记记录 ${id}` });
    await user.click(await within(dialog).findByRole('combobox', { name: '处理状态' }));
    await user.click(await screen.findByRole('option', { name: '已确认' }));
    await user.type(within(dialog).getByLabelText('备注'), '已复核');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('记录已被他人处理')).toBeVisible();
    expect(within(dialog).getByRole('combobox', { name: '处理状态' })).toHaveTextContent('已确认');
    expect(within(dialog).getByLabelText('备注')).toHaveValue('已复核');
    expect(db.markerRecords.find(id)?.status).toBe(0);
  });

  it('exports the filtered records as a CSV with one BOM, named by date', async () => {
    const asked: URL[] = [];
    server.use(
      http.get('*/api/trace/marker/rule_rcd/list2csv', ({ request }) => {
        asked.push(new URL(request.url));
        return new HttpResponse('记录ID,规则\r\n90001,急减速\r\n', {
          headers: { 'Content-Type': 'text/csv; charset=utf-8' },
        });
      }),
    );
    await renderApp(`${PATH}?ruleId=7&status=0&pageNo=2`);
    await table();
    await userEvent.setup().click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(Object.fromEntries(asked[0]?.searchParams ?? [])).toEqual({ ruleId: '7', status: '0' });
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0] ?? [];
    expect(name).toMatch(/^标记规则记录-\d{8}\.csv$/);
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array((await blob?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFF记录ID,规则\r\n90001,急减速\r\n',
    );
  });

  it('adds no second BOM to a body that has one, and saves nothing when the export fails', async () => {
    server.use(
      http.get(
        '*/api/trace/marker/rule_rcd/list2csv',
        () => new HttpResponse('\uFEFF记录ID\r\n', { headers: { 'Content-Type': 'text/csv' } }),
      ),
    );
    await renderApp(PATH);
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    const blob = vi.mocked(saveBlob).mock.calls[0]?.[0];
    const bytes = [...new Uint8Array((await blob?.arrayBuffer()) ?? new ArrayBuffer(0))];
    expect(bytes.slice(0, 6)).toEqual([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('记')]);

    server.use(
      http.get('*/api/trace/marker/rule_rcd/list2csv', () =>
        HttpResponse.json({ code: 1500, msg: '导出失败，请稍后重试', data: null }),
      ),
    );
    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('导出失败，请稍后重试')).toBeVisible();
    expect(saveBlob).toHaveBeenCalledTimes(1);
  });

  it('looks records up by typed ids and by the selected rows', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/trace/marker/rule_rcds', async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
    );
    await renderApp(PATH);
    const rows = await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '按编号查询' }));
    const dialog = await screen.findByRole('dialog', { name: '按编号查询标记记录' });
    const field = within(dialog).getByLabelText('记录编号');
    await user.type(field, '90001, abc');
    await user.click(within(dialog).getByRole('button', { name: '查询' }));
    expect(within(dialog).getByText('「abc」不是正整数编号')).toBeVisible();
    expect(bodies).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '90003 1{Shift>}{Enter}{/Shift}90001');
    await user.click(within(dialog).getByRole('button', { name: '查询' }));
    expect(
      await within(dialog).findByText('找到 2 条（共查询 3 个编号）；未找到：1'),
    ).toBeVisible();
    expect(bodies.at(-1)).toEqual({ ids: [90003, 1, 90001] });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    const [first, second] = db.markerRecords.all().slice(-2).reverse();
    await user.click(within(rows).getByRole('checkbox', { name: `选择 ${first?.id}` }));
    await user.click(within(rows).getByRole('checkbox', { name: `选择 ${second?.id}` }));
    await user.click(screen.getByRole('button', { name: '查看所选（2）' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ ids: [first?.id, second?.id] }));
  });
});
