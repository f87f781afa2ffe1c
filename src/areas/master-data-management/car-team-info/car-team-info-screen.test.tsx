import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { setDraft } from '@/lib/storage';
import { server } from '@/mocks/node';
import { setupMockServer, spyBodies } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

setupMockServer();

beforeEach(() => signIn());

const NEW = '/master-data-management/car-team-info/new/0';
const EDIT = '/master-data-management/car-team-info/edit/1021';

describe('车队编辑', () => {
  it('asks for the name by its label, focused, before sending anything', async () => {
    const bodies = spyBodies('/api/carTeam/save');
    await renderApp(NEW);
    const user = userEvent.setup();
    await screen.findByRole('region', { name: '全部车辆' });
    await user.click(screen.getByRole('button', { name: '保存' }));
    const name = screen.getByRole('textbox', { name: '车队名称' });
    expect(await screen.findByText('请输入车队名称')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(bodies).toEqual([]);
  }, 30_000);

  it('keeps everything typed and picked with the reason a save was refused', async () => {
    server.use(
      http.post('*/api/carTeam/update', () =>
        HttpResponse.json({ code: 1, msg: '车队名称已存在', data: null }),
      ),
    );
    const bodies = spyBodies('/api/carTeam/update');
    const { router } = await renderApp(EDIT);
    const user = userEvent.setup();
    const name = await screen.findByDisplayValue('上海试验一队');
    const chosen = await screen.findByRole('region', { name: '已选车辆（3）' });
    const [removeFirst] = within(chosen).getAllByRole('button', { name: /^移出 / });
    if (!removeFirst) throw new Error('no car in the fleet');
    const removed = (removeFirst.textContent ?? '').replace('×', '').replace('移出 ', '');
    await user.clear(name);
    await user.type(name, '上海试验九队');
    const remark = screen.getByRole<HTMLInputElement>('textbox', { name: '备注' });
    const remarkTyped = `${remark.value}夜间`;
    await user.type(remark, '夜间');
    await user.click(removeFirst);
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('车队名称已存在')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ id: 1021, name: '上海试验九队', remark: remarkTyped });
    expect(screen.getByRole('textbox', { name: '车队名称' })).toHaveValue('上海试验九队');
    expect(screen.getByRole('textbox', { name: '备注' })).toHaveValue(remarkTyped);
    const left = screen.getByRole('region', { name: '已选车辆（2）' });
    expect(within(left).queryByText(removed)).toBeNull();
    expect(router.state.location.pathname).toBe(EDIT);
  }, 60_000);

  it('offers a kept draft back, the form waiting for the answer', async () => {
    // A draft of an earlier version, its ids kept as numbers.
    setDraft('car-team:7:new:0', {
      savedAt: '2026-11-20T02:30:00Z',
      form: {
        name: '昨天没保存的车队',
        userTagId: null,
        leaderId: null,
        remark: '',
        cars: [],
        members: [],
      },
    });
    await renderApp(NEW);
    const user = userEvent.setup();
    expect(await screen.findByText('发现未保存的草稿')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '车队名称' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '恢复草稿' }));
    expect(screen.getByRole('textbox', { name: '车队名称' })).toHaveValue('昨天没保存的车队');
    expect(screen.getByRole('textbox', { name: '车队名称' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: '客户标签' })).toHaveTextContent('不属于任何客户');
  });
});
