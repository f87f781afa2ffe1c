import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ApiError } from '@/api/errors';
import { DataTable, type DataColumn, type RowId } from './data-table';
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
