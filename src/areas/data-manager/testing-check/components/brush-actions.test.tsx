import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { AuthorityCode } from '@/api/generated/model';
import { createQueryClient } from '@/api/query-client';
import { setupMockServer, spyBodies } from '@/testing/mock-server';
import { everyAuthority, signIn } from '@/testing/render-app';

import { urlTime } from '../search';
import { BrushActions } from './brush-actions';

setupMockServer();

const DENIED = '无权限：您的账号没有此操作的权限，请联系管理员分配。';
const without = (...codes: AuthorityCode[]) => everyAuthority.filter((c) => !codes.includes(c));

const WINDOW = {
  from: Date.parse('2026-11-20T09:00:00+08:00'),
  to: Date.parse('2026-11-20T09:20:00+08:00'),
};

/** The actions of a brushed window (of two files unless told), in a router of their own. */
async function renderActions(files = { ids: [5_000_001, 5_000_002], count: 2 }) {
  const rootRoute = createRootRoute({
    component: () => (
      <BrushActions
        vin="LRWLJNK543M255454"
        ports={['CAN1']}
        window={WINDOW}
        fileIds={files.ids}
        fileCount={files.count}
      />
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('button', { name: '批量下载' });
  return router;
}

describe('brush actions', () => {
  it('keeps 切片 and 批量下载 in place, disabled with the reason, for a user without their codes', async () => {
    signIn(without('data:cut-slice', 'download:view'));
    const bodies = spyBodies('/api/data/bulkDownload');
    await renderActions();
    const user = userEvent.setup();
    for (const name of ['切片', '批量下载']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription(DENIED);
      await user.click(button);
    }
    expect(bodies).toEqual([]);
  });

  it('packs the files for a user with download:view alone', async () => {
    signIn(without('data:cut-slice'));
    const bodies = spyBodies('/api/data/bulkDownload');
    await renderActions();
    expect(screen.getByRole('button', { name: '切片' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().click(screen.getByRole('button', { name: '批量下载' }));
    await waitFor(() => expect(bodies).toEqual([{ ids: [5_000_001, 5_000_002] }]));
  });

  it('says a window of more files than one download takes, and cuts it by its window alone', async () => {
    signIn(everyAuthority);
    const bodies = spyBodies('/api/data/bulkDownload');
    const router = await renderActions({ ids: [], count: 480_000 });
    const user = userEvent.setup();
    const download = screen.getByRole('button', { name: '批量下载' });
    expect(download).toBeDisabled();
    expect(screen.getByText('一次最多下载 1000 个文件，请缩小窗口')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '切片' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/data-manager/data-cut'));
    expect(router.state.location.search).toEqual({
      vin: 'LRWLJNK543M255454',
      portTypes: ['CAN1'],
      startTime: urlTime(new Date(WINDOW.from)),
      endTime: urlTime(new Date(WINDOW.to)),
    });
    expect(bodies).toEqual([]);
  });
});
