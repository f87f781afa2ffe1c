import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { AuthorityCode } from '@/api/generated/model';
import { setupMockServer } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

setupMockServer();

interface MasterScreen {
  path: string;
  table: string;
  view: AuthorityCode;
  edit: AuthorityCode;
  remove: AuthorityCode;
}

const screens: MasterScreen[] = [
  {
    path: '/master-data-management/tester',
    table: '试验员列表',
    view: 'master:tester',
    edit: 'master:tester-edit',
    remove: 'master:tester-delete',
  },
  {
    path: '/master-data-management/vehicle',
    table: '车辆列表',
    view: 'master:vehicle',
    edit: 'master:vehicle-edit',
    remove: 'master:vehicle-delete',
  },
  {
    path: '/master-data-management/vehicle-model',
    table: '车型列表',
    view: 'master:vehicle-model',
    edit: 'master:vehicle-model-edit',
    remove: 'master:vehicle-model-delete',
  },
  {
    path: '/master-data-management/ecu',
    table: 'ECU 列表',
    view: 'master:ecu',
    edit: 'master:ecu-edit',
    remove: 'master:ecu-delete',
  },
  {
    path: '/master-data-management/car-team',
    table: '车队列表',
    view: 'master:car-team',
    edit: 'master:car-team-edit',
    remove: 'master:car-team-delete',
  },
];

/** The list once its rows are on show. */
const loadedTable = async (name: string) => {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => {
    expect(table.querySelector('tbody[aria-busy]')).toBeNull();
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
  });
  return table;
};

/** The items of the first row's menu. */
const firstRowMenu = async (table: HTMLElement) => {
  const [menu] = within(table).getAllByRole('button', { name: /^操作：/ });
  if (!menu) throw new Error('no row menu');
  await userEvent.setup().click(menu);
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
};

describe.each(screens)('$table by authority', (list) => {
  it('shows a user with the view code only nothing that changes data', async () => {
    signIn([list.view]);
    await renderApp(list.path);
    const table = await loadedTable(list.table);
    expect(within(table).queryAllByRole('button', { name: /^操作：/ })).toEqual([]);
    expect(within(table).queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '批量导入' })).toBeNull();
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();
  });

  it('lets the edit code add and edit, and not delete', async () => {
    signIn([list.view, list.edit]);
    await renderApp(list.path);
    const table = await loadedTable(list.table);
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '批量导入' })).toBeNull();
    expect(within(table).queryAllByRole('checkbox')).toEqual([]);
    const items = await firstRowMenu(table);
    expect(items).toContain('编辑');
    expect(items).not.toContain('删除');
  });

  it('lets the delete code delete, and not add or edit', async () => {
    signIn([list.view, list.remove]);
    await renderApp(list.path);
    const table = await loadedTable(list.table);
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(await firstRowMenu(table)).toEqual(['删除']);
  });
});

describe('车辆 import by authority', () => {
  it('offers 批量导入 with the import code alone', async () => {
    signIn(['master:vehicle', 'master:vehicle-import']);
    await renderApp('/master-data-management/vehicle');
    await loadedTable('车辆列表');
    expect(screen.getByRole('button', { name: '批量导入' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
  });
});

describe('车队 page by authority', () => {
  it('is 无权限 for a user without the edit code: the page only edits', async () => {
    signIn(['master:car-team']);
    await renderApp('/master-data-management/car-team-info/edit/1021');
    expect(await screen.findByRole('heading', { level: 1, name: '无权限' })).toBeInTheDocument();
    expect(screen.queryByDisplayValue('上海试验一队')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
  });

  it('lets the edit code save', async () => {
    signIn(['master:car-team', 'master:car-team-edit']);
    await renderApp('/master-data-management/car-team-info/edit/1021');
    await screen.findByDisplayValue('上海试验一队');
    expect(screen.getByRole('button', { name: '保存' })).not.toHaveAttribute('aria-disabled');
  });
});
