import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { setupMockServer } from '@/testing/mock-server';
import { renderApp, screenLoaded, signIn } from '@/testing/render-app';

setupMockServer();
vi.setConfig({ testTimeout: 30_000 });

// A link edited by hand, followed within the console (no reload): the router lays the validated
// search over the raw one, so a value the route drops must not show through raw.
describe('a bad search value reached by navigation', () => {
  it.each([
    ['/dashboard', '/dashboard?fleets=%7B%7D&timelineCars=%7B%7D', '数据看板'],
    ['/dashboard', '/dashboard?fleets=notjson&tag=abc', '数据看板'],
    ['/monitoring/global-monitoring', '/monitoring/global-monitoring?fleetId=%7B%7D', '全局监控'],
    [
      '/monitoring/global-monitoring',
      '/monitoring/single-device-monitoring?keyword=%7B%7D',
      '单设备监控',
    ],
    [
      '/monitoring/global-monitoring',
      '/device-management/device-configuration?keyword=%7B%7D',
      '设备配置',
    ],
  ])('%s then %s opens the screen with its defaults', async (first, next, title) => {
    signIn();
    const { router, history } = await renderApp(first);
    await screenLoaded();
    history.push(next);
    await waitFor(() => expect(router.state.location.href).toBe(next));
    await screen.findByRole('heading', { level: 1, name: title });
    const search: Record<string, unknown> = router.state.matches.at(-1)?.search ?? {};
    for (const key of ['fleets', 'timelineCars', 'tag', 'fleetId', 'keyword']) {
      expect(search[key]).toBeUndefined();
    }
    expect(screen.queryByText('页面出错了')).toBeNull();
  });
});
