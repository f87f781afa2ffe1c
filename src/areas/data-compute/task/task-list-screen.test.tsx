import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { AuthorityCode } from '@/api/generated/model';
import { operations } from '@/api/generated/operations';
import type * as HttpClientModule from '@/api/http-client';
import { httpClient } from '@/api/http-client';
import { db } from '@/mocks/db';
import { enumLabels } from '@/mocks/db/enums';
import { server } from '@/mocks/node';
import { setupMockServer } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

vi.mock('@/api/http-client', async (importOriginal) => {
  const original = await importOriginal<typeof HttpClientModule>();
  return { ...original, httpClient: vi.fn(original.httpClient) };
});

setupMockServer();

/** URLs and bodies of the task calls the screen makes. */
const spyCalls = () => {
  const lists: URL[] = [];
  const bodies: { path: string; body: unknown }[] = [];
  server.use(
    http.get('*/api/dataset_task/list', ({ request }) => {
      lists.push(new URL(request.url));
      return undefined;
    }),
    http.post('*/api/dataset_task/:action', async ({ request }) => {
      bodies.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
      return undefined;
    }),
  );
  return { lists, bodies };
};

const taskWith = (status: 0 | 1 | 2 | 3 | 4, progress = 0) => {
  const task = db.datasetTasks.findBy((t) => t.status !== 1);
  if (!task) throw new Error('no task');
  db.datasetTasks.update(task.id, { status, progress, name: `单测任务 ${task.id}` });
  return { ...task, name: `单测任务 ${task.id}` };
};

/** The first render loads the area's chunk, which takes a while on a cold start. */

const openRowMenu = async (name: string) => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `操作：${name}` }));
  return user;
};

beforeEach(() => signIn());
afterEach(() => vi.mocked(httpClient).mockClear());

describe('task list', () => {
  it('sends the filters, search, sort and page of the URL with the contract names', async () => {
    const [a, b] = db.vehicles.all();
    const { lists } = spyCalls();
    await renderApp(
      `/data-compute/task?vins=${a?.vin},${b?.vin}&versions=12&portTypes=CAN&status=2&keyword=abc&sortBy=name&sortOrder=asc&pageNo=2`,
    );
    await waitFor(() => expect(lists.length).toBeGreaterThan(0));
    const params = lists[0]?.searchParams;
    expect(params?.getAll('vins')).toEqual([a?.vin, b?.vin]);
    expect(params?.getAll('versions')).toEqual(['12']);
    expect(params?.getAll('portTypes')).toEqual(['CAN']);
    expect(params?.get('status')).toBe('2');
    expect(params?.get('keyword')).toBe('abc');
    expect(params?.get('sortBy')).toBe('name');
    expect(params?.get('sortOrder')).toBe('asc');
    expect(params?.get('pageNo')).toBe('2');
    expect(params?.get('pageSize')).toBe('20');
  });

  it('names the statuses with the server enumeration task_status', async () => {
    server.use(
      http.get('*/api/util/enums', () =>
        HttpResponse.json({
          code: 0,
          msg: 'success',
          data: {
            ...enumLabels,
            task_status: { ...enumLabels.task_status, '2': '服务器：已完成' },
          },
        }),
      ),
    );
    const task = db.datasetTasks.all().find((t) => t.status === 2);
    await renderApp(`/data-compute/task?keyword=${encodeURIComponent(task?.name ?? '')}`);
    expect((await screen.findAllByText('服务器：已完成')).length).toBeGreaterThan(0);
  });

  it('puts a chosen VIN into the URL and asks for it', async () => {
    const vin = db.vehicles.all()[3]?.vin ?? '';
    const { lists } = spyCalls();
    const { router } = await renderApp('/data-compute/task?pageSize=10');
    const user = userEvent.setup();
    await screen.findAllByRole('button', { name: /^操作：/ });
    await user.click(screen.getByRole('button', { name: 'VIN' }));
    await user.click(await screen.findByRole('checkbox', { name: vin }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ vins: [vin] }));
    await waitFor(() => expect(lists.at(-1)?.searchParams.getAll('vins')).toEqual([vin]));
  });

  it('runs a task in the background without a timeout and shows it running', async () => {
    const meta = operations.find((op) => op.operationId === 'runDatasetTask');
    expect(meta?.timeoutMs).toBe(20 * 60_000);
    expect(meta?.detachedTimeoutMs).toBe(0);
    const task = taskWith(0);
    await renderApp(`/data-compute/task?keyword=${encodeURIComponent(task.name)}`);
    const user = await openRowMenu(task.name);
    await user.click(screen.getByRole('menuitem', { name: '运行' }));
    expect(await screen.findByText('运行中')).toBeInTheDocument();
    expect(httpClient).toHaveBeenCalledWith(
      '/api/dataset_task/run',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ id: task.id }) }),
    );
    expect(
      vi.mocked(httpClient).mock.calls.find(([url]) => url === '/api/dataset_task/run')?.[1],
    ).toHaveProperty('detached', true);
    expect(db.datasetTasks.find(task.id)?.status).toBe(1);
  });

  it('shows no network toast when the run gets no answer', async () => {
    const task = taskWith(0);
    const { lists } = spyCalls();
    server.use(http.post('*/api/dataset_task/run', () => HttpResponse.error()));
    await renderApp(`/data-compute/task?keyword=${encodeURIComponent(task.name)}`);
    const user = await openRowMenu(task.name);
    const before = lists.length;
    await user.click(screen.getByRole('menuitem', { name: '运行' }));
    // The failed call is settled once the list is asked again for the real state.
    await waitFor(() => expect(lists.length).toBeGreaterThan(before));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(/网络请求超时/)).not.toBeInTheDocument();
  });

  it('reports a refused run in a toast', async () => {
    const task = taskWith(0);
    server.use(
      http.post('*/api/dataset_task/run', () =>
        HttpResponse.json({ code: 1414, msg: '当前状态不允许此操作', data: null }),
      ),
    );
    await renderApp(`/data-compute/task?keyword=${encodeURIComponent(task.name)}`);
    const user = await openRowMenu(task.name);
    await user.click(screen.getByRole('menuitem', { name: '运行' }));
    expect(await screen.findByText(/当前状态不允许此操作/)).toBeInTheDocument();
  });

  it('stops a running task only after confirmation, sending its id', async () => {
    const task = taskWith(1, 0);
    const { bodies } = spyCalls();
    await renderApp(`/data-compute/task?keyword=${encodeURIComponent(task.name)}`);
    let user = await openRowMenu(task.name);
    await user.click(screen.getByRole('menuitem', { name: '停止' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(task.name);
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(bodies).toEqual([]);

    user = await openRowMenu(task.name);
    await user.click(screen.getByRole('menuitem', { name: '停止' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '停止' }),
    );
    await waitFor(() =>
      expect(bodies).toEqual([{ path: '/zd-proxy/api/dataset_task/stop', body: { id: task.id } }]),
    );
    expect(await screen.findByText('已停止')).toBeInTheDocument();
  });

  it('bulk deletes the selected tasks after confirmation, sending their ids', async () => {
    const { bodies } = spyCalls();
    await renderApp('/data-compute/task?status=2&pageSize=10');
    const user = userEvent.setup();
    const boxes = await screen.findAllByRole('checkbox', { name: /^选择 / });
    await user.click(boxes[0] as HTMLElement);
    await user.click(boxes[1] as HTMLElement);
    const chosen = db.datasetTasks
      .filter((t) => t.status === 2)
      .sort((x, y) => y.createdAt.localeCompare(x.createdAt))
      .slice(0, 2)
      .map((t) => t.id);
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('2 个任务');
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { path: '/zd-proxy/api/dataset_task/delete', body: { ids: chosen } },
      ]),
    );
    await waitFor(() => expect(db.datasetTasks.find(chosen[0] ?? 0)).toBeUndefined());
  });

  it('refreshes itself while a listed task runs and stops when none does', async () => {
    const task = taskWith(1, 0);
    const { lists } = spyCalls();
    await renderApp(`/data-compute/task?keyword=${encodeURIComponent(task.name)}`);
    expect(await screen.findByText('运行中')).toBeInTheDocument();
    // 25 % per read: three polls later it has ended, and the list stops asking.
    expect(await screen.findByText('已完成')).toBeInTheDocument();
    const settled = lists.length;
    expect(settled).toBeGreaterThanOrEqual(3);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(lists.length).toBe(settled);
  });

  it('does not refresh while the tab is hidden', async () => {
    const task = taskWith(1, 0);
    const { lists } = spyCalls();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    try {
      await renderApp(`/data-compute/task?keyword=${encodeURIComponent(task.name)}`);
      expect(await screen.findByText('运行中')).toBeInTheDocument();
      const seen = lists.length;
      await new Promise((resolve) => setTimeout(resolve, 3500));
      expect(lists.length).toBe(seen);
    } finally {
      visibility.mockRestore();
    }
  });

  it('keeps the delete confirmation open with the reason the server refused it', async () => {
    const task = taskWith(2);
    server.use(
      http.post('*/api/dataset_task/delete', () =>
        HttpResponse.json({ code: 1414, msg: '当前状态不允许此操作', data: null }),
      ),
    );
    await renderApp(`/data-compute/task?keyword=${encodeURIComponent(task.name)}`);
    const user = await openRowMenu(task.name);
    await user.click(screen.getByRole('menuitem', { name: '删除' }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除任务' });
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('当前状态不允许此操作');
    expect(db.datasetTasks.find(task.id)).toBeDefined();
  });

  it('turns the bulk delete off while a chosen task runs', async () => {
    const task = taskWith(1, 0);
    await renderApp(`/data-compute/task?keyword=${encodeURIComponent(task.name)}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: `选择 ${task.name}` }));
    const bulk = screen.getByRole('button', { name: '批量删除' });
    expect(bulk).toBeDisabled();
    expect(bulk).toHaveAttribute('title', '运行中的任务须先停止才能删除');
  });
});

describe('task list actions by authority code', () => {
  const menuItems = async (name: string) => {
    await openRowMenu(name);
    const menu = await screen.findByRole('menu');
    return within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
  };
  const open = async (codes: AuthorityCode[]) => {
    signIn(['compute:task', ...codes]);
    const task = taskWith(0);
    await renderApp(`/data-compute/task?keyword=${encodeURIComponent(task.name)}`);
    await screen.findByText(task.name);
    return task;
  };

  it('offers a user with the view code alone nothing that changes a task', async () => {
    const task = await open([]);
    expect(screen.queryByRole('button', { name: `操作：${task.name}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '新增' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: `选择 ${task.name}` })).not.toBeInTheDocument();
  });

  it('offers 运行 and 停止 with compute:task-run alone', async () => {
    const task = await open(['compute:task-run']);
    expect(await menuItems(task.name)).toEqual(['运行', '停止']);
    expect(screen.queryByRole('link', { name: '新增' })).not.toBeInTheDocument();
  });

  it('offers 新增, 编辑, 复制 and 保存数据集 with compute:task-edit alone', async () => {
    const task = await open(['compute:task-edit']);
    expect(screen.getByRole('link', { name: '新增' })).toBeInTheDocument();
    expect(await menuItems(task.name)).toEqual(['编辑', '复制', '保存数据集']);
  });

  it('offers 删除 with compute:task-delete alone', async () => {
    const task = await open(['compute:task-delete']);
    expect(await menuItems(task.name)).toEqual(['删除']);
  });

  it('copies a task into a new one', async () => {
    signIn();
    const task = taskWith(2);
    const { router } = await renderApp(
      `/data-compute/task?keyword=${encodeURIComponent(task.name)}`,
    );
    const user = await openRowMenu(task.name);
    await user.click(screen.getByRole('menuitem', { name: '复制' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/data-compute/global-task/add/${task.id}`),
    );
  });
});
