import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { db } from '@/mocks/db';
import { setupMockServer, spyQueries } from '@/testing/mock-server';
import { renderApp, screenLoaded, signIn } from '@/testing/render-app';

setupMockServer();

const PATH = '/monitoring/single-device-monitoring';

const devices = () => screen.findByRole('list', { name: '设备' });

beforeEach(() => signIn());

describe('single-device monitoring chooser', () => {
  it('opens with the search of the URL, as after a reload or from a shared link', async () => {
    const [wanted, other] = db.devices.all();
    const lists = spyQueries('/api/monitor/devices');
    await renderApp(`${PATH}?keyword=${wanted?.serialNo ?? ''}`);
    await screenLoaded();
    expect(await screen.findByRole('searchbox', { name: '搜索设备' })).toHaveValue(
      wanted?.serialNo,
    );
    await waitFor(() => expect(lists.at(-1)?.get('keyword')).toBe(wanted?.serialNo));
    const list = await devices();
    expect(
      await within(list).findByRole('link', {
        name: new RegExp(`^监控设备\\s*${wanted?.serialNo ?? ''}(?![0-9])`),
      }),
    ).toBeInTheDocument();
    expect(
      within(list).queryByRole('link', {
        name: new RegExp(`^监控设备\\s*${other?.serialNo ?? ''}(?![0-9])`),
      }),
    ).toBeNull();
  });

  it('puts the typed search into the URL and takes it out when cleared', async () => {
    const serialNo = db.devices.all()[0]?.serialNo ?? '';
    const { router } = await renderApp(PATH);
    await screenLoaded();
    await devices();
    const user = userEvent.setup();
    const box = await screen.findByRole('searchbox', { name: '搜索设备' });
    await user.type(box, `${serialNo}{Enter}`);
    await waitFor(() => expect(router.state.location.search).toEqual({ keyword: serialNo }));
    await user.type(box, '{Escape}');
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });
});
