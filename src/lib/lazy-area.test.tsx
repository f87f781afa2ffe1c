import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LAZY_AREA_TIMEOUT_MS, lazyAreaPage } from './lazy-area';

interface FakeArea {
  GreetingPage: (props: { name: string }) => string;
}

const area: FakeArea = { GreetingPage: ({ name }) => `你好，${name}` };

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('lazyAreaPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the page once its chunk arrives', async () => {
    const chunk = deferred<FakeArea>();
    const Page = lazyAreaPage(
      () => chunk.promise,
      (m) => m.GreetingPage,
    );
    render(<Page name="张工" />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    await act(async () => chunk.resolve(area));
    expect(screen.getByText('你好，张工')).toBeInTheDocument();
  });

  it('gives up after 120 s with 页面加载失败，请刷新重试, and 重试 imports again', async () => {
    const first = deferred<FakeArea>();
    const second = deferred<FakeArea>();
    const load = vi.fn<() => Promise<FakeArea>>();
    load.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const Page = lazyAreaPage(load, (m) => m.GreetingPage);
    render(<Page name="李工" />);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(LAZY_AREA_TIMEOUT_MS - 1);
    });
    expect(screen.queryByText('页面加载失败，请刷新重试')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('页面加载失败，请刷新重试');
    expect(LAZY_AREA_TIMEOUT_MS).toBe(120_000);

    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    await act(async () => second.resolve(area));
    expect(screen.getByText('你好，李工')).toBeInTheDocument();
  });

  it('shows the failure at once when the import fails', async () => {
    const Page = lazyAreaPage(
      () => Promise.reject<FakeArea>(new TypeError('Failed to fetch dynamically imported module')),
      (m) => m.GreetingPage,
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Page name="王工" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('页面加载失败，请刷新重试');
    expect(consoleError).toHaveBeenCalled();
  });

  it('shows what options.pending gives while loading, and the failure with 重试 after 120 s', async () => {
    const first = deferred<FakeArea>();
    const second = deferred<FakeArea>();
    const load = vi.fn<() => Promise<FakeArea>>();
    load.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const Part = lazyAreaPage(load, (m) => m.GreetingPage, { pending: () => null });
    const { container } = render(<Part name="周工" />);
    expect(container).toBeEmptyDOMElement();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(LAZY_AREA_TIMEOUT_MS);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('页面加载失败，请刷新重试');

    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(container).toBeEmptyDOMElement();
    await act(async () => second.resolve(area));
    expect(screen.getByText('你好，周工')).toBeInTheDocument();
  });

  it('shows what options.failed gives, with the retry that imports again', async () => {
    const load = vi.fn<() => Promise<FakeArea>>();
    load.mockRejectedValueOnce(new Error('chunk lost')).mockResolvedValueOnce(area);
    const Part = lazyAreaPage(load, (m) => m.GreetingPage, {
      pending: () => null,
      failed: (retry) => (
        <button type="button" onClick={retry}>
          compact retry
        </button>
      ),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Part name="王工" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByText('页面加载失败，请刷新重试')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'compact retry' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('你好，王工')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders at once, without a loading state, once the chunk is in', async () => {
    const Page = lazyAreaPage(
      () => Promise.resolve(area),
      (m) => m.GreetingPage,
    );
    Page.prefetch();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    render(<Page name="赵工" />);
    expect(screen.getByText('你好，赵工')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
