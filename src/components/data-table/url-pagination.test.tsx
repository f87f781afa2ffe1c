import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  getRouteApi,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchPage, searchSchema, searchText } from '@/lib/search-params';
import { UrlPagination } from './url-pagination';
import { pageSearch } from './use-list-search';

const DEFAULT_SIZE = 20;

// The registered route tree is the app's, so the test tree takes the ids of one of its lists
// (the download list: keyword, pageNo, pageSize) and reads it as the screens do.
const route = getRouteApi('/_app/download');

let total = 200;

function List({ onPageChange }: { onPageChange: () => void }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <UrlPagination
      pageNo={search.pageNo ?? 1}
      pageSize={search.pageSize ?? DEFAULT_SIZE}
      total={total}
      navigate={navigate}
      onPageChange={onPageChange}
    />
  );
}

function renderList(path: string, onPageChange = vi.fn()) {
  // jsdom has no scrolling; the router restores scroll positions on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const root = createRootRoute();
  const app = createRoute({ getParentRoute: () => root, id: '_app' });
  const list = createRoute({
    getParentRoute: () => app,
    path: 'download',
    validateSearch: searchSchema({ keyword: searchText, pageNo: searchPage, pageSize: searchPage }),
    component: () => <List onPageChange={onPageChange} />,
  });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({ routeTree: root.addChildren([app.addChildren([list])]), history });
  render(<RouterProvider router={router} />);
  return { history, onPageChange };
}

const url = (history: ReturnType<typeof createMemoryHistory>) =>
  `${history.location.pathname}${history.location.search}`;

describe('pageSearch', () => {
  it('leaves page 1 and the default size out', () => {
    expect(pageSearch({ pageNo: 1, pageSize: 20 })).toEqual({
      pageNo: undefined,
      pageSize: undefined,
    });
    expect(pageSearch({ pageNo: 3, pageSize: 50 })).toEqual({ pageNo: 3, pageSize: 50 });
  });
});

describe('UrlPagination', () => {
  afterEach(() => {
    total = 200;
  });

  it('moves a page past the last one to the last, replacing the URL', async () => {
    total = 45;
    const { history, onPageChange } = renderList('/download?keyword=abc&pageNo=9');
    await screen.findByText('第 3 / 3 页');
    expect(url(history)).toBe('/download?keyword=abc&pageNo=3');
    expect(onPageChange).toHaveBeenCalledExactlyOnceWith({ pageNo: 3, pageSize: 20 });
    // Replaced, not pushed: going back does not return to the empty page.
    expect(history.length).toBe(1);
  });

  it('moves to page 1 when nothing is left', async () => {
    total = 0;
    const { history } = renderList('/download?pageNo=2');
    await screen.findByText('第 1 / 1 页');
    expect(url(history)).toBe('/download');
  });

  it('writes the page and the size into the URL, keeping the rest of the search', async () => {
    const user = userEvent.setup();
    const { history, onPageChange } = renderList('/download?keyword=abc');
    await screen.findByText('第 1 / 10 页');

    await user.click(screen.getByRole('button', { name: '下一页' }));
    await screen.findByText('第 2 / 10 页');
    expect(url(history)).toBe('/download?keyword=abc&pageNo=2');
    expect(onPageChange).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 20 });

    await user.click(screen.getByRole('combobox', { name: '每页条数' }));
    await user.click(await screen.findByRole('option', { name: '50 条/页' }));
    await screen.findByText('第 1 / 4 页');
    expect(url(history)).toBe('/download?keyword=abc&pageSize=50');
    expect(onPageChange).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 50 });
    expect(onPageChange).toHaveBeenCalledTimes(2);
  });

  it('takes page 1 and the default size out of the URL', async () => {
    const user = userEvent.setup();
    const { history, onPageChange } = renderList('/download?pageNo=3&pageSize=50');
    await screen.findByText('第 3 / 4 页');

    await user.click(screen.getByRole('combobox', { name: '每页条数' }));
    await user.click(await screen.findByRole('option', { name: '20 条/页' }));
    await screen.findByText('第 1 / 10 页');
    expect(url(history)).toBe('/download');
    expect(onPageChange).toHaveBeenCalledOnce();

    act(() => history.push('/download?pageNo=4'));
    await screen.findByText('第 4 / 10 页');
    await user.click(screen.getByRole('button', { name: '首页' }));
    await screen.findByText('第 1 / 10 页');
    expect(url(history)).toBe('/download');
    expect(onPageChange).toHaveBeenCalledTimes(2);
  });
});
