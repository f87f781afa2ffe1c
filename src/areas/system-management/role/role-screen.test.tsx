import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { setupMockServer, spyBodies } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

setupMockServer();

const PATH = '/system-management/role-management';

beforeEach(() => signIn());

/** Two roles no account holds, which can go. */
const twoFreeRoles = () =>
  ['临时角色甲', '临时角色乙'].map((name) =>
    db.roles.insert({ name, description: '', authorities: [] }),
  );

/** The list, once the area's code has loaded (the first test of a run loads it). */
const findTable = () => screen.findByRole('table', { name: '角色' }, { timeout: 30_000 });

describe('角色管理', () => {
  it('deletes the chosen roles in one call after confirming, naming them', async () => {
    const [a, b] = twoFreeRoles();
    if (!a || !b) throw new Error('no roles');
    const bodies = spyBodies('/api/role/delete');
    await renderApp(PATH);
    const user = userEvent.setup();
    const table = await findTable();
    await user.click(await screen.findByRole('checkbox', { name: `选择 ${a.name}` }));
    await user.click(screen.getByRole('checkbox', { name: `选择 ${b.name}` }));
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除角色' });
    expect(confirm).toHaveTextContent('将删除 2 个角色：');
    expect(confirm).toHaveTextContent(a.name);
    expect(confirm).toHaveTextContent(b.name);
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('已删除 2 个角色')).toBeInTheDocument();
    expect(bodies).toEqual([{ ids: expect.arrayContaining([a.id, b.id]) as unknown }]);
    await waitFor(() => expect(within(table).queryByText(a.name)).toBeNull());
    expect(db.roles.find(b.id)).toBeUndefined();
  });

  it('turns the bulk delete off, with the reason beside it, while a held role is chosen', async () => {
    const [free] = twoFreeRoles();
    await renderApp(PATH);
    const user = userEvent.setup();
    await findTable();
    await user.click(await screen.findByRole('checkbox', { name: `选择 ${free?.name ?? ''}` }));
    await user.click(screen.getByRole('checkbox', { name: '选择 访客' }));
    const button = screen.getByRole('button', { name: '批量删除' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      '所选角色中有内置角色或仍有账号使用的角色，不能删除',
    );
  });

  it('keeps the confirmation open with the reason the server refuses', async () => {
    const [free] = twoFreeRoles();
    if (!free) throw new Error('no role');
    server.use(
      http.post('*/api/role/delete', () =>
        HttpResponse.json({ code: 1409, msg: '角色刚被分配给账号，不能删除', data: null }),
      ),
    );
    await renderApp(PATH);
    const user = userEvent.setup();
    await findTable();
    await user.click(await screen.findByRole('button', { name: `操作：${free.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: '删除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除角色' });
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await within(confirm).findByText('角色刚被分配给账号，不能删除')).toBeInTheDocument();
    expect(db.roles.find(free.id)).toBeDefined();
  });
});
