import { beforeEach, describe, expect, it } from 'vitest';

import { call, setupMockServer } from '@/testing/mock-server';

import { generatedHandlers } from './generated';
import { server } from './node';

setupMockServer();
// Every area has a store of its own now; the generated faker answers (seeded per request, used by
// scenarios and by contract calls a store does not answer) are put in front to be read directly.
beforeEach(() => server.use(...generatedHandlers));

const read = async (path: string) => (await call(path)).json();

describe('generated answers', () => {
  it('are the same for the same call, however many calls come in between', async () => {
    const first = await read('/api/monitor/summary');
    await Promise.all([read('/api/monitor/devices?limit=5'), read('/api/database/instances')]);
    expect(await read('/api/monitor/summary')).toEqual(first);
  });

  it('differ between calls with other parameters', async () => {
    const a = await read('/api/monitor/devices?limit=5');
    const b = await read('/api/monitor/devices?limit=6');
    expect(a).not.toEqual(b);
  });

  it('stay the same when requests run concurrently', async () => {
    const alone = await read('/api/monitor/summary');
    const together = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        read(i % 2 ? '/api/monitor/summary' : '/api/database/instances'),
      ),
    );
    expect(together[1]).toEqual(alone);
    expect(together[3]).toEqual(alone);
  });
});
