import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { setupMockServer, spyBodies, spyQueries } from '@/testing/mock-server';
import { renderApp, signIn } from '@/testing/render-app';

setupMockServer();

const PATH = '/system-management/announcements';

beforeEach(() => signIn());

/** The list, once the area's code has loaded (the first test of a run loads it). */
const findTable = () => screen.findByRole('table', { name: '公告' }, { timeout: 30_000 });

/** Ticks the first two rows of the list and returns their ids. */
const chooseTwo = async (user: UserEvent) => {
  await findTable();
  const boxes = (await screen.findAllByRole('checkbox', { name: /^选择 / })).slice(0, 2);
  const ids = boxes.map((box) => {
    const title = box.getAttribute('aria-label')?.replace(/^选择 /, '');
    const row = db.announcements.findBy((a) => a.title === title);
    if (!row) throw new Error(`no announcement ${title ?? ''}`);
    return row.id;
  });
  for (const box of boxes) await user.click(box);
  return ids;
};

describe('公告', () => {
  it('sends the search, the filters and the page of the URL', async () => {
    const lists = spyQueries('/api/announcement/list');
    await renderApp(`${PATH}?keyword=系统&status=draft&level=urgent&pageNo=2`);
    await waitFor(() => expect(lists.length).toBeGreaterThan(0), { timeout: 30_000 });
    expect(Object.fromEntries(lists[0] ?? [])).toEqual({
      keyword: '系统',
      status: 'draft',
      level: 'urgent',
      pageNo: '2',
      pageSize: '20',
    });
  });

  it('deletes the chosen announcements in one call after confirming', async () => {
    const bodies = spyBodies('/api/announcement/delete');
    await renderApp(PATH);
    const user = userEvent.setup();
    const ids = await chooseTwo(user);
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除公告' });
    expect(confirm).toHaveTextContent('将删除 2 条公告：');
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('已删除 2 条公告')).toBeInTheDocument();
    expect(bodies).toEqual([{ ids }]);
    expect(ids.map((id) => db.announcements.find(id))).toEqual([undefined, undefined]);
  });

  it('keeps the confirmation open with the reason the server refuses', async () => {
    server.use(
      http.post('*/api/announcement/delete', () =>
        HttpResponse.json({ code: 1409, msg: '公告正在推送，暂不能删除', data: null }),
      ),
    );
    await renderApp(PATH);
    const user = userEvent.setup();
    const ids = await chooseTwo(user);
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除公告' });
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    expect(await within(confirm).findByText('公告正在推送，暂不能删除')).toBeInTheDocument();
    expect(db.announcements.find(ids[0] ?? 0)).toBeDefined();
  });
});
