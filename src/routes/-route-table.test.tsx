// The route table of spec section 2 in the glossary wording, row by row, with and without a token.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import type { AppRouter } from '@/router';
import { setupMockServer } from '@/testing/mock-server';
import { renderApp, screenLoaded, signIn } from '@/testing/render-app';

interface ScreenRow {
  path: string;
  /** Area first, page title last (= <h1> = start of the document title). */
  trail: readonly string[];
}

const screenRows: readonly ScreenRow[] = [
  { path: '/dashboard', trail: ['数据看板'] },
  { path: '/device-management/device-list', trail: ['采集设备管理', '设备列表'] },
  { path: '/device-management/device-configuration', trail: ['采集设备管理', '设备配置'] },
  { path: '/device-management/device-firmware-update', trail: ['采集设备管理', '设备升级'] },
  { path: '/test-project-management/testproject', trail: ['试验项目管理', '试验项目'] },
  { path: '/monitoring/global-monitoring', trail: ['实时监控', '全局监控'] },
  { path: '/monitoring/single-device-monitoring', trail: ['实时监控', '单设备监控'] },
  { path: '/monitoring/single-device-monitoring/12', trail: ['实时监控', '单设备监控'] },
  { path: '/data-manager/original-data', trail: ['数据管理', '原始数据'] },
  { path: '/data-manager/original-data-date', trail: ['数据管理', '原始数据（按日期）'] },
  { path: '/data-manager/data-cut', trail: ['数据管理', '数据切片'] },
  { path: '/data-manager/testing-check', trail: ['数据管理', '试验检查'] },
  { path: '/data-compute/signal-dict', trail: ['数据计算平台', '信号字典'] },
  { path: '/data-compute/signal-dict-handle/add/0', trail: ['数据计算平台', '新增信号字典'] },
  { path: '/data-compute/signal-dict-handle/add/1', trail: ['数据计算平台', '新增信号字典'] },
  { path: '/data-compute/signal-dict-handle/edit/7', trail: ['数据计算平台', '编辑信号字典'] },
  { path: '/data-compute/task', trail: ['数据计算平台', '计算任务'] },
  { path: '/data-compute/global-task/add/3', trail: ['数据计算平台', '新增任务'] },
  { path: '/data-compute/global-task/edit/42', trail: ['数据计算平台', '编辑任务'] },
  { path: '/data-compute/data-dashboard', trail: ['数据计算平台', '数据仪表盘'] },
  { path: '/data-compute/marker', trail: ['数据计算平台', '标记规则'] },
  { path: '/firmware-library/firmware-library-list', trail: ['固件库', '固件列表'] },
  { path: '/database-management/database', trail: ['数据库管理', '数据库'] },
  { path: '/master-data-management/car-team', trail: ['主数据管理', '车队'] },
  { path: '/master-data-management/car-team-info/new/0', trail: ['主数据管理', '新建车队'] },
  { path: '/master-data-management/car-team-info/new/2', trail: ['主数据管理', '新建车队'] },
  { path: '/master-data-management/car-team-info/edit/9', trail: ['主数据管理', '编辑车队'] },
  { path: '/master-data-management/vehicle-model', trail: ['主数据管理', '车型'] },
  { path: '/master-data-management/vehicle', trail: ['主数据管理', '车辆'] },
  { path: '/master-data-management/tester', trail: ['主数据管理', '试验员'] },
  { path: '/master-data-management/ecu', trail: ['主数据管理', 'ECU'] },
  { path: '/system-management/account-management', trail: ['系统管理', '账号管理'] },
  { path: '/system-management/role-management', trail: ['系统管理', '角色管理'] },
  { path: '/system-management/operation-log', trail: ['系统管理', '操作日志'] },
  { path: '/system-management/customer-tags', trail: ['系统管理', '客户标签'] },
  { path: '/system-management/announcements', trail: ['系统管理', '公告管理'] },
  { path: '/download', trail: ['下载中心'] },
  { path: '/edit-password', trail: ['修改密码'] },
];

/** Bare area paths and the one screen each goes to. */
const bareRows: readonly (readonly [string, string])[] = [
  ['/device-management', '/device-management/device-list'],
  ['/test-project-management', '/test-project-management/testproject'],
  ['/monitoring', '/monitoring/global-monitoring'],
  ['/data-manager', '/data-manager/original-data'],
  ['/data-compute', '/data-compute/signal-dict'],
  ['/firmware-library', '/firmware-library/firmware-library-list'],
  ['/database-management', '/database-management/database'],
  ['/master-data-management', '/master-data-management/vehicle-model'],
  ['/system-management', '/system-management/account-management'],
];

/** Paths of the table with a `{type}` or `{id}` the routes refuse. */
const badParamPaths: readonly string[] = [
  '/data-compute/signal-dict-handle/new/1',
  '/data-compute/signal-dict-handle/edit/0',
  '/data-compute/signal-dict-handle/edit/abc',
  '/data-compute/global-task/view/1',
  '/data-compute/global-task/edit/-3',
  '/data-compute/global-task/add/1.5',
  '/master-data-management/car-team-info/add/1',
  '/master-data-management/car-team-info/edit/007',
  '/master-data-management/car-team-info/edit/0',
  '/master-data-management/car-team-info/new/99999999999999999999',
  '/monitoring/single-device-monitoring/0',
  '/monitoring/single-device-monitoring/x1',
];

/** Paths no route knows. */
const unknownPaths: readonly string[] = [
  '/no-such-page',
  '/device-management/no-such-screen',
  '/device-management/device-list/extra',
  '/data-compute/signal-dict-handle',
  '/data-compute/signal-dict-handle/add',
  '/master-data-management/car-team-info/edit/1/more',
];

const appSuffix = ' - 车辆数据采集平台';

setupMockServer();

async function expectLoginWithRedirect(router: AppRouter, redirect: string | undefined) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(router.state.location.search).toEqual(redirect === undefined ? {} : { redirect });
  // Settle on the login screen itself, so no chunk is still loading when the test ends.
  expect(await screen.findByRole('heading', { level: 1, name: '登录' })).toBeInTheDocument();
  // Having no token is not an expiry: only the client's 102 handling marks the URL as one.
  expect(screen.queryByText('登录已失效，请重新登录')).not.toBeInTheDocument();
}

async function expectNotFoundInLayout() {
  expect(await screen.findByRole('heading', { level: 1, name: '页面不存在' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: '主菜单' })).toBeInTheDocument();
  const trail = screen.getByRole('navigation', { name: '面包屑' });
  expect(within(trail).getByText('页面不存在')).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: '返回首页' })).toBeInTheDocument();
  // The title follows the render, so the last screen's may still stand for a moment.
  await waitFor(() => expect(document.title).toBe(`页面不存在${appSuffix}`));
}

describe('with a token', () => {
  beforeEach(() => signIn());

  it.each(screenRows)(
    '$path shows its title, trail and document title',
    async ({ path, trail }) => {
      const { router } = await renderApp(path);
      const title = trail.at(-1) ?? '';
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      const nav = screen.getByRole('navigation', { name: '面包屑' });
      const items = within(nav).getAllByRole('listitem');
      expect(items.map((item) => item.textContent?.replace('/', '').trim())).toEqual(trail);
      expect(within(items.at(-1) ?? nav).getByText(title)).toHaveAttribute('aria-current', 'page');
      if (trail.length > 1) {
        expect(within(nav).getByRole('link', { name: trail[0] })).toBeInTheDocument();
      }
      await waitFor(() => expect(document.title).toBe(`${title}${appSuffix}`));
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('main')).toBeInTheDocument();
      // The screen's body has arrived (its area chunk loaded).
      if (path !== '/edit-password') await screenLoaded();
      else expect(await screen.findByLabelText('旧密码')).toBeInTheDocument();
    },
  );

  it.each(bareRows)('bare %s goes to %s', async (bare, target) => {
    const { router } = await renderApp(bare);
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    await screenLoaded();
  });

  it('/ goes through /login to the device list', async () => {
    const { router } = await renderApp('/');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/device-management/device-list'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: '设备列表' })).toBeInTheDocument();
  });

  it.each(badParamPaths)('%s (bad params) shows the not-found screen', async (path) => {
    const { router } = await renderApp(path);
    await expectNotFoundInLayout();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each(unknownPaths)('%s (unknown) shows the not-found screen', async (path) => {
    const { router } = await renderApp(path);
    await expectNotFoundInLayout();
    expect(router.state.location.pathname).toBe(path);
  });

  it('/login goes at once to the device list', async () => {
    const { router } = await renderApp('/login');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/device-management/device-list'),
    );
    await screenLoaded();
  });

  it('/login after an expiry follows the redirect', async () => {
    const { router } = await renderApp(
      `/login?redirect=${encodeURIComponent('/dashboard')}&expired=1`,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await screenLoaded();
  });

  it('/login follows a safe redirect, search included', async () => {
    const target = '/data-manager/data-cut?page=2';
    const { router } = await renderApp(`/login?redirect=${encodeURIComponent(target)}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/data-manager/data-cut'));
    expect(router.state.location.search).toEqual({ page: 2 });
    await screenLoaded();
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    'javascript:alert(1)',
    '/login',
    '/login?redirect=%2Fdashboard',
    'dashboard',
    '/\\evil.example',
  ])('/login ignores the unsafe redirect %s', async (unsafe) => {
    const { router } = await renderApp(`/login?redirect=${encodeURIComponent(unsafe)}`);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/device-management/device-list'),
    );
    expect(router.state.location.search).toEqual({});
    await screenLoaded();
  });
});

describe('without a token', () => {
  it.each(screenRows)('$path goes to /login carrying the path', async ({ path }) => {
    const { router } = await renderApp(path);
    await expectLoginWithRedirect(router, path);
    expect(screen.queryByRole('navigation', { name: '主菜单' })).not.toBeInTheDocument();
  });

  it.each([...bareRows.map(([bare]) => bare), ...badParamPaths, ...unknownPaths])(
    '%s goes to /login carrying the path',
    async (path) => {
      const { router } = await renderApp(path);
      await expectLoginWithRedirect(router, path);
    },
  );

  it('/ goes to /login', async () => {
    const { router } = await renderApp('/');
    await expectLoginWithRedirect(router, undefined);
  });

  it('/login shows the login screen with its document title', async () => {
    const { router } = await renderApp('/login');
    await expectLoginWithRedirect(router, undefined);
    await waitFor(() => expect(document.title).toBe(`登录${appSuffix}`));
  });

  it('/login marked as an expiry says so and keeps the target', async () => {
    const { router } = await renderApp(
      `/login?redirect=${encodeURIComponent('/dashboard')}&expired=1`,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/dashboard', expired: true });
    expect(await screen.findByText('登录已失效，请重新登录')).toBeInTheDocument();
  });

  it('keeps the search of the attempted path', async () => {
    const { router } = await renderApp('/data-manager/data-cut?page=3');
    await expectLoginWithRedirect(router, '/data-manager/data-cut?page=3');
  });
});
