import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { ApiError } from '@/api/errors';
import { columnCells, textLineCount } from '@/testing/text-layout';

import { type DataColumn, DataTable, type RowId } from './data-table';
import { Pagination } from './pagination';
import { SearchBox } from './search-box';

interface Device {
  id: number;
  name: string;
  vin: string;
  ports: number;
  online: boolean;
}

const devices: Device[] = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  name: `采集设备-${String(index + 1).padStart(3, '0')}`,
  vin: `LSVAX4187N20000${index}`,
  ports: (index * 7) % 12,
  online: index % 3 !== 0,
}));

const hostile: Device[] = [
  { id: 1, name: 'x'.repeat(300), vin: '<script>alert(1)</script>', ports: -1, online: false },
  { id: 2, name: '\u202eRTL 反向文本', vin: '', ports: Number.MAX_SAFE_INTEGER, online: true },
];

const columns: DataColumn<Device>[] = [
  {
    id: 'name',
    header: '设备名称',
    cell: (d) => d.name,
    sortable: true,
    sortValue: (d) => d.name,
    hideable: false,
  },
  { id: 'vin', header: 'VIN', cell: (d) => d.vin, sortable: true, sortValue: (d) => d.vin },
  {
    id: 'ports',
    header: '端口数',
    cell: (d) => d.ports,
    sortable: true,
    sortValue: (d) => d.ports,
    align: 'right',
  },
  { id: 'online', header: '在线', cell: (d) => (d.online ? '是' : '否'), defaultHidden: true },
];

function Demo({
  rows,
  status,
  error,
}: {
  rows: Device[] | undefined;
  status: 'pending' | 'error' | 'success';
  error?: unknown;
}) {
  const [selected, setSelected] = useState<Set<RowId>>(new Set());
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const shown = rows?.filter((row) => row.name.includes(keyword));
  return (
    <div className="flex flex-col gap-3">
      <SearchBox label="搜索设备" value={keyword} onSearch={setKeyword} placeholder="设备名称" />
      <DataTable
        label="设备列表"
        columns={columns}
        rows={shown}
        getRowId={(d) => d.id}
        rowLabel={(d) => d.name}
        status={status}
        error={error}
        onRetry={() => undefined}
        selected={selected}
        onSelectedChange={setSelected}
        rowActions={() => [
          { label: '编辑', onSelect: () => undefined },
          { label: '删除', destructive: true, onSelect: () => undefined },
        ]}
      />
      <Pagination {...page} total={shown?.length ?? 0} onChange={setPage} />
    </div>
  );
}

const meta = {
  title: 'Components/DataTable',
  component: Demo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  args: { rows: devices, status: 'success' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /端口数/ }));
    const first = canvas.getAllByRole('row')[1];
    await expect(first).toHaveTextContent('采集设备-001');
    await userEvent.click(canvas.getByRole('checkbox', { name: '全选本页' }));
    await expect(canvas.getByText('已选择 8 项')).toBeInTheDocument();
  },
};
export const Loading: Story = { args: { rows: undefined, status: 'pending' } };
export const Empty: Story = { args: { rows: [], status: 'success' } };
export const Error: Story = {
  args: {
    rows: undefined,
    status: 'error',
    error: new ApiError('http', '服务器错误', { status: 500 }),
  },
};
export const Hostile: Story = { args: { rows: hostile, status: 'success' } };

interface Fleet {
  id: number;
  name: string;
  note: string;
}

const fleets: Fleet[] = [
  { id: 1, name: '黑河冬季标定队', note: '短备注' },
  { id: 2, name: '吐鲁番高温试验车队', note: '冬季标定期间每日两次回传原始数据'.repeat(4) },
];

const fleetColumns: DataColumn<Fleet>[] = [
  { id: 'name', header: '车队', cell: (f) => f.name },
  { id: 'members', header: '成员', cell: () => '张伟、李娜' },
  { id: 'note', header: '备注', cell: (f) => f.note },
];

/** A frame too narrow for the table: names stay whole and the table scrolls sideways. */
export const NarrowChinese: Story = {
  args: { rows: devices, status: 'success' },
  render: () => (
    <div style={{ width: 360 }}>
      <DataTable
        label="车队"
        columns={fleetColumns}
        rows={fleets}
        getRowId={(f) => f.id}
        status="success"
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '车队' }) as HTMLTableElement;
    for (const cell of columnCells(table, '车队')) await expect(textLineCount(cell)).toBe(1);
    const [short, long] = columnCells(table, '备注').map(textLineCount);
    await expect(short).toBe(1);
    // A long text wraps at the cap instead of widening its column without end.
    await expect(long).toBeGreaterThan(1);
    const frame = table.parentElement;
    await expect(frame && frame.scrollWidth > frame.clientWidth).toBe(true);
  },
};
