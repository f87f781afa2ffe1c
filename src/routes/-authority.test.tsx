// Authority codes gate screens, not only menu items: a typed URL of a screen the user may not see
// shows 无权限 inside the layout, never the screen.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { AuthorityCode } from '@/api/generated/model';
import { isNavGroup, navigation } from '@/components/layout/navigation';
import { setupMockServer } from '@/testing/mock-server';
import { renderApp, screenLoaded, signIn } from '@/testing/render-app';

setupMockServer();

const menuScreens = navigation.flatMap((entry) => (isNavGroup(entry) ? entry.items : [entry]));

/** Screens below a menu screen: the view code of that menu screen, and the save code of a form. */
const detailScreens: readonly (readonly [string, readonly AuthorityCode[]])[] = [
  ['/monitoring/single-device-monitoring/12', ['monitor:single']],
  ['/data-compute/signal-dict-handle/add/1', ['compute:signal-dict', 'compute:signal-dict-edit']],
  ['/data-compute/signal-dict-handle/edit/7', ['compute:signal-dict', 'compute:signal-dict-edit']],
  ['/data-compute/global-task/add/3', ['compute:task', 'compute:task-edit']],
  ['/data-compute/global-task/edit/42', ['compute:task', 'compute:task-edit']],
  ['/master-data-management/car-team-info/new/2', ['master:car-team', 'master:car-team-edit']],
  ['/master-data-management/car-team-info/edit/9', ['master:car-team', 'master:car-team-edit']],
];

/** Routes that only create or edit, with the view code that alone is not enough. */
const formScreens = detailScreens.filter(([, codes]) => codes.length > 1);

const gatedScreens: readonly (readonly [string, readonly AuthorityCode[]])[] = [
  ...menuScreens.map((link) => [String(link.to), [link.code]] as const),
  ...detailScreens,
];

async function expectForbidden(path: string, home: string) {
  expect(await screen.findByRole('heading', { level: 1, name: '无权限' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('navigation', { name: '主菜单' })).toBeInTheDocument();
  const trail = screen.getByRole('navigation', { name: '面包屑' });
  expect(within(trail).getByText('无权限')).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', home);
  await waitFor(() => expect(document.title).toBe('无权限 - 车辆数据采集平台'));
  expect(screen.queryByText('此页面尚未完成')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('旧密码')).not.toBeInTheDocument();
}

describe('a user holding only download:view', () => {
  it.each(gatedScreens.filter(([path]) => path !== '/download'))(
    '%s (needs %s) shows 无权限 in the layout, the URL unchanged',
    async (path) => {
      signIn(['download:view']);
      const { router } = await renderApp(path);
      await expectForbidden(path, '/download');
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('opens the one screen the code grants', async () => {
    signIn(['download:view']);
    await renderApp('/download');
    expect(await screen.findByRole('heading', { level: 1, name: '下载中心' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '下载任务' })).toBeVisible();
  });
});

describe('screens every signed-in user may open', () => {
  it('/edit-password needs no code', async () => {
    signIn([]);
    await renderApp('/edit-password');
    expect(await screen.findByRole('heading', { level: 1, name: '修改密码' })).toBeInTheDocument();
    expect(await screen.findByLabelText('旧密码')).toBeInTheDocument();
  });

  it('the not-found screen needs no code', async () => {
    signIn([]);
    await renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '页面不存在' }),
    ).toBeInTheDocument();
  });

  it('a user with no code at all is sent to the one page open to everyone', async () => {
    signIn([]);
    await renderApp('/dashboard');
    await expectForbidden('/dashboard', '/edit-password');
  });
});

describe('detail screens follow the code of their menu screen', () => {
  it.each(detailScreens)('%s opens with %s', async (path, codes) => {
    signIn(codes);
    const { router } = await renderApp(path);
    await screenLoaded();
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole('heading', { level: 1, name: '无权限' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(formScreens)('%s, a form, is 无权限 with the view code alone', async (path, codes) => {
    signIn(codes.slice(0, 1));
    const { router } = await renderApp(path);
    await expectForbidden(path, String(menuScreens.find((link) => link.code === codes[0])?.to));
    expect(router.state.location.pathname).toBe(path);
  });

  it('a sibling code is not enough', async () => {
    signIn(['monitor:global', 'device:list']);
    await renderApp('/monitoring/single-device-monitoring/12');
    await expectForbidden(
      '/monitoring/single-device-monitoring/12',
      '/device-management/device-list',
    );
  });
});

it('a new session without the code (another tab) closes the open screen', async () => {
  signIn(['device:list', 'device:import', 'dashboard:view']);
  await renderApp('/device-management/device-list');
  expect(await screen.findByRole('button', { name: '批量导入' })).toBeVisible();
  act(() => signIn(['dashboard:view']));
  await expectForbidden('/device-management/device-list', '/dashboard');
});
