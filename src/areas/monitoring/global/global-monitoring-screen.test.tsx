import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { setupMockServer, spyQueries } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

setupMockServer();

beforeEach(() => signIn());

describe('global monitoring grid', () => {
  it('pages the tiles a hundred at a time unless the URL names another size', async () => {
    const lists = spyQueries('/api/monitor/device/status/list');
    const { router } = await renderApp('/monitoring/global-monitoring?state=online');
    await waitFor(() => expect(lists.length).toBeGreaterThan(0));
    expect(Object.fromEntries(lists[0] ?? [])).toEqual({
      pageNo: '1',
      pageSize: '100',
      online: 'true',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: '每页条数' }));
    await user.click(await screen.findByRole('option', { name: '20 条/页' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ pageSize: 20 }));
    await user.click(screen.getByRole('combobox', { name: '每页条数' }));
    await user.click(await screen.findByRole('option', { name: '100 条/页' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('pageSize'));
    expect(router.state.location.search).toMatchObject({ state: 'online' });
  });
});
