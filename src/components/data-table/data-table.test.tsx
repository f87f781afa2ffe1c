import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/api/errors';

import { type DataColumn, DataTable, type RowId, type SortState } from './data-table';

interface Car {
  id: number;
  plate: string;
  mileage: number | null;
}

const cars: Car[] = [
  { id: 1, plate: 'B', mileage: 20 },
  { id: 2, plate: 'A', mileage: null },
  { id: 3, plate: 'C', mileage: 5 },
];

const columns: DataColumn<Car>[] = [
  {
    id: 'plate',
    header: 'Plate',
    cell: (c) => c.plate,
    sortable: true,
    sortValue: (c) => c.plate,
    hideable: false,
  },
  {
    id: 'mileage',
    header: 'Mileage',
    cell: (c) => c.mileage ?? '-',
    sortable: true,
    sortValue: (c) => c.mileage,
  },
  { id: 'note', header: 'Note', cell: () => 'note', defaultHidden: true },
];

const plates = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

function Selectable({ onChange }: { onChange: (ids: RowId[]) => void }) {
  const [selected, setSelected] = useState<Set<RowId>>(new Set());
  return (
    <DataTable
      label="Cars"
      columns={columns}
      rows={cars}
      getRowId={(c) => c.id}
      rowLabel={(c) => c.plate}
      status="success"
      selected={selected}
      onSelectedChange={(next) => {
        setSelected(next);
        onChange([...next]);
      }}
    />
  );
}

describe('DataTable', () => {
  it('sorts on the client by a column: ascending, descending, then back', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        label="Cars"
        columns={columns}
        rows={cars}
        getRowId={(c) => c.id}
        status="success"
      />,
    );
    expect(plates()).toEqual(['B', 'A', 'C']);
    await user.click(screen.getByRole('button', { name: /Plate/ }));
    expect(plates()).toEqual(['A', 'B', 'C']);
    expect(screen.getByRole('columnheader', { name: /Plate/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: /Plate/ }));
    expect(plates()).toEqual(['C', 'B', 'A']);
    await user.click(screen.getByRole('button', { name: /Plate/ }));
    expect(plates()).toEqual(['B', 'A', 'C']);
  });

  it('hands the sort to the caller in server mode and keeps the row order', async () => {
    const user = userEvent.setup();
    const onSortingChange = vi.fn<(next: SortState | null) => void>();
    render(
      <DataTable
        label="Cars"
        columns={columns}
        rows={cars}
        getRowId={(c) => c.id}
        status="success"
        sorting={{ id: 'mileage', desc: true }}
        onSortingChange={onSortingChange}
      />,
    );
    expect(plates()).toEqual(['B', 'A', 'C']);
    expect(screen.getByRole('columnheader', { name: /Mileage/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(screen.getByRole('button', { name: /Plate/ }));
    expect(onSortingChange).toHaveBeenLastCalledWith({ id: 'plate', desc: false });
    await user.click(screen.getByRole('button', { name: /Mileage/ }));
    expect(onSortingChange).toHaveBeenLastCalledWith(null);
  });

  it('hides and shows columns from the column chooser; required columns stay', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        label="Cars"
        columns={columns}
        rows={cars}
        getRowId={(c) => c.id}
        status="success"
      />,
    );
    expect(screen.queryByRole('columnheader', { name: 'Note' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '列设置' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: /Note/ }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: /Mileage/ }));
    expect(screen.getByRole('menuitemcheckbox', { name: /Plate/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // The open menu hides the page from the accessibility tree.
    const headers = screen
      .getAllByRole('columnheader', { hidden: true })
      .map((th) => th.textContent);
    expect(headers).toEqual(['Plate▲▼', 'Note']);
  });

  it('selects rows one by one and the whole page', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(ids: RowId[]) => void>();
    render(<Selectable onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: '选择 A' }));
    expect(onChange).toHaveBeenLastCalledWith([2]);
    expect(screen.getByText('已选择 1 项')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '全选本页' })).toHaveProperty(
      'indeterminate',
      true,
    );
    await user.click(screen.getByRole('checkbox', { name: '全选本页' }));
    expect(onChange).toHaveBeenLastCalledWith([2, 1, 3]);
    await user.click(screen.getByRole('checkbox', { name: '全选本页' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('offers row actions in a menu named after the row', async () => {
    const user = userEvent.setup();
    const remove = vi.fn();
    render(
      <DataTable
        label="Cars"
        columns={columns}
        rows={cars}
        getRowId={(c) => c.id}
        rowLabel={(c) => c.plate}
        status="success"
        rowActions={(car) => [
          { label: 'Delete', destructive: true, onSelect: () => remove(car.id) },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: '操作：C' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith(3);
  });

  it('names a disabled row action by its label and gives its reason as the description', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        label="Cars"
        columns={columns}
        rows={cars}
        getRowId={(c) => c.id}
        rowLabel={(c) => c.plate}
        status="success"
        rowActions={() => [
          { label: 'Stop', onSelect: () => undefined },
          { label: 'Delete', disabled: true, reason: 'Stop it first', onSelect: () => undefined },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: '操作：C' }));
    const remove = screen.getByRole('menuitem', { name: 'Delete' });
    expect(remove).toHaveAccessibleDescription('Stop it first');
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getAllByRole('menuitem', { name: /Stop/ })).toHaveLength(1);
  });

  it('shows loading, empty and error states; retry calls back', async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    const { rerender } = render(
      <DataTable
        label="Cars"
        columns={columns}
        rows={undefined}
        getRowId={(c) => c.id}
        status="pending"
      />,
    );
    expect(screen.getByRole('table').querySelector('tbody')).toHaveAttribute('aria-busy', 'true');
    rerender(
      <DataTable
        label="Cars"
        columns={columns}
        rows={[]}
        getRowId={(c) => c.id}
        status="success"
      />,
    );
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    rerender(
      <DataTable
        label="Cars"
        columns={columns}
        rows={undefined}
        getRowId={(c) => c.id}
        status="error"
        error={new ApiError('http', '服务器错误', { status: 500 })}
        onRetry={retry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('获取数据失败');
    expect(screen.getByRole('alert')).toHaveTextContent('服务器错误');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalled();
  });

  it('moves a page past the last one to the last, replacing the URL entry', () => {
    const goToPage = vi.fn();
    const paged = (pageNo: number, total: number) => ({
      status: 'success' as const,
      error: null,
      refetch: () => undefined,
      data: { data: { list: [], pageNo, pageSize: 20, total } },
    });
    const list = { sorting: null, onSortingChange: undefined, goToPage };
    const { rerender } = render(
      <DataTable
        label="Cars"
        columns={columns}
        getRowId={(c: Car) => c.id}
        query={paged(9, 45)}
        list={list}
      />,
    );
    expect(goToPage).toHaveBeenCalledExactlyOnceWith({ pageNo: 3, pageSize: 20 }, true);
    // Nothing left: page 1.
    rerender(
      <DataTable
        label="Cars"
        columns={columns}
        getRowId={(c: Car) => c.id}
        query={paged(2, 0)}
        list={list}
      />,
    );
    expect(goToPage).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 20 }, true);
  });
});
