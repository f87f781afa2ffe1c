import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { server } from '@/mocks/node';
import { setupMockServer } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

import { datasetTitles } from '../datasets';
import { holdPickerCalls } from '../testing/hold-pickers';

// No card ever mounts here: the board's requests must not wait for the cards that show them.
vi.mock('@/lib/use-staged-count', () => ({ useStagedCount: () => 0 }));

setupMockServer();
vi.setConfig({ testTimeout: 30_000 });

const isDataset = (path: string) => path in datasetTitles;

let sent: Array<{ path: string; method: string }> = [];
beforeEach(() => {
  sent = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (isDataset(pathname)) sent.push({ path: pathname, method: request.method });
  });
  signIn();
});
afterEach(() => server.events.removeAllListeners());

describe('the board requests', () => {
  it('start all seven datasets before any card has mounted, each once', async () => {
    // The pickers never answer: the datasets do not wait for them either.
    holdPickerCalls();
    await renderApp('/dashboard');
    await waitFor(() => expect(new Set(sent.map((s) => s.path)).size).toBe(7));
    for (const title of Object.values(datasetTitles)) {
      expect(screen.queryByRole('region', { name: title })).toBeNull();
    }
    expect(sent).toHaveLength(7);
  });
});
