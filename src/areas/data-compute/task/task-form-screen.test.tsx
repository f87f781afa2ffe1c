import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { setupMockServer } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

import { blankTask, taskRules, toSaveBody } from './task-form-values';

setupMockServer();
beforeEach(() => signIn());

const spyBodies = () => {
  const bodies: { path: string; body: unknown }[] = [];
  server.use(
    http.post('*/api/dataset_task/:action', async ({ request }) => {
      bodies.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
      return undefined;
    }),
  );
  return bodies;
};

const idleTask = () => {
  const task = db.datasetTasks.findBy((t) => t.status !== 1);
  if (!task) throw new Error('no task');
  return task;
};

describe('task form values', () => {
  const valid = {
    ...blankTask(new Date(2026, 10, 20)),
    name: '任务',
    strategyId: '301',
    vins: ['LSGBC5E43NG123456'],
    portTypes: ['CAN'],
  };
  const problems = (values: typeof valid) =>
    Object.fromEntries(Object.entries(taskRules(values)).filter(([, message]) => message));

  it('wants the start before the end', () => {
    expect(problems(valid)).toEqual({});
    expect(
      problems({ ...valid, startTime: '2026-11-02T00:00:00', endTime: '2026-11-01T00:00:00' }),
    ).toEqual({ endTime: '开始时间必须小于结束时间' });
    expect(
      problems({ ...valid, startTime: '2026-11-01T08:00', endTime: '2026-11-01T08:00:00' }),
    ).toEqual({ endTime: '开始时间必须小于结束时间' });
  });

  it('sends the times with their offset, the strategy and versions as ids', () => {
    const body = toSaveBody({ ...valid, versions: [12], name: '  任务  ' });
    expect(body.name).toBe('任务');
    expect(body.strategyId).toBe(301);
    expect(body.versions).toEqual([12]);
    expect(body.startTime).toMatch(/^2026-11-20T00:00:00[+-]\d\d:\d\d$|^2026-11-20T00:00:00Z$/);
    expect(Date.parse(body.endTime) - Date.parse(body.startTime)).toBe(86_399_000);
    expect(toSaveBody({ ...valid, startTime: '' }).startTime).toBe('');
  });
});

describe('task form', () => {
  it('shows the problems beside their fields and focuses the first one', async () => {
    const bodies = spyBodies();
    await renderApp('/data-compute/global-task/add/0');
    const user = userEvent.setup();
    // The first render loads the area's chunk, which takes a while on a cold start.
    const name = await screen.findByLabelText('任务名称', {}, { timeout: 40_000 });
    await user.clear(screen.getByRole('textbox', { name: '开始时间' }));
    await user.tab();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('请输入任务名称'));
    expect(name).toHaveFocus();
    expect(screen.getByRole('combobox', { name: '数据集策略' })).toHaveAccessibleDescription(
      '请选择数据集策略',
    );
    expect(screen.getByRole('button', { name: '车辆' })).toHaveAccessibleDescription('请选择车辆');
    expect(screen.getByRole('button', { name: '端口类型' })).toHaveAccessibleDescription(
      '请选择端口类型',
    );
    expect(screen.getByRole('textbox', { name: '开始时间' })).toHaveAccessibleDescription(
      '请输入开始时间',
    );
    expect(bodies).toEqual([]);
  });

  it('refuses an end before the start, with the message beside the end time', async () => {
    const task = idleTask();
    const bodies = spyBodies();
    await renderApp(`/data-compute/global-task/edit/${task.id}`);
    const user = userEvent.setup();
    await screen.findByDisplayValue(task.name);
    for (const [label, text] of [
      ['开始时间', '2026-11-10 00:00:00'],
      ['结束时间', '2026-11-09 00:00:00'],
    ] as const) {
      const field = screen.getByRole('textbox', { name: label });
      await user.clear(field);
      await user.type(field, text);
      await user.tab();
    }
    await user.click(screen.getByRole('button', { name: '保存' }));
    const end = screen.getByRole('textbox', { name: '结束时间' });
    await waitFor(() => expect(end).toHaveAccessibleDescription('开始时间必须小于结束时间'));
    expect(end).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('saves an edited task with Enter, says so and goes back to the list', async () => {
    const task = idleTask();
    const bodies = spyBodies();
    const { router } = await renderApp(`/data-compute/global-task/edit/${task.id}`);
    const user = userEvent.setup();
    const name = await screen.findByDisplayValue(task.name);
    await user.clear(name);
    await user.type(name, '改过的任务{Enter}');
    // The toast lasts 3 s: look for it first.
    expect(await screen.findByText('任务“改过的任务”已保存')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/data-compute/task'));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.path).toBe('/zd-proxy/api/dataset_task/update');
    expect(bodies[0]?.body).toMatchObject({
      id: task.id,
      name: '改过的任务',
      strategyId: task.strategyId,
      vins: task.vins,
      versions: task.versions.map((v) => v.id),
      portTypes: task.portTypes,
    });
    expect(db.datasetTasks.find(task.id)?.name).toBe('改过的任务');
  });

  it('adds a task started from a copy of another', async () => {
    const task = idleTask();
    const bodies = spyBodies();
    const before = db.datasetTasks.size;
    const { router } = await renderApp(`/data-compute/global-task/add/${task.id}`);
    const user = userEvent.setup();
    await screen.findByDisplayValue(task.name);
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/data-compute/task'));
    expect(bodies[0]?.path).toBe('/zd-proxy/api/dataset_task/add');
    expect(db.datasetTasks.size).toBe(before + 1);
  });

  it('keeps the page with everything typed and says why when the save is refused', async () => {
    const task = idleTask();
    server.use(
      http.post('*/api/dataset_task/update', () =>
        HttpResponse.json({ code: 1, msg: '任务名称已存在', data: null }),
      ),
    );
    const { router } = await renderApp(`/data-compute/global-task/edit/${task.id}`);
    const user = userEvent.setup();
    const name = await screen.findByDisplayValue(task.name);
    await user.clear(name);
    await user.type(name, '改过的任务');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('任务名称已存在')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/data-compute/global-task/edit/${task.id}`);
    expect(screen.getByLabelText('任务名称')).toHaveValue('改过的任务');
    expect(db.datasetTasks.find(task.id)?.name).toBe(task.name);
  }, 30_000);

  it('asks before leaving with unsaved changes', async () => {
    const task = idleTask();
    const { router } = await renderApp(`/data-compute/global-task/edit/${task.id}`);
    const user = userEvent.setup();
    const name = await screen.findByDisplayValue(task.name);
    await user.type(name, '2');
    await user.click(screen.getByRole('button', { name: '取消' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('未保存的修改');
    await user.click(within(dialog).getByRole('button', { name: '留在此页' }));
    expect(router.state.location.pathname).toBe(`/data-compute/global-task/edit/${task.id}`);
    expect(screen.getByLabelText('任务名称')).toHaveValue(`${task.name}2`);

    await user.click(screen.getByRole('button', { name: '取消' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '离开' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/data-compute/task'));
  });

  it('leaves without asking when nothing changed', async () => {
    const task = idleTask();
    const { router } = await renderApp(`/data-compute/global-task/edit/${task.id}`);
    const user = userEvent.setup();
    await screen.findByDisplayValue(task.name);
    await user.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/data-compute/task'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
