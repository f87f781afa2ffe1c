import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/api/errors';
import { EXPORT_MAX_ROWS, type PageAnswer } from '@/lib/list-export';
import { subscribeNotifications, type Toast } from '@/lib/notify';
import { messages } from '@/strings/common';

import { type ListExportOptions, useListExport } from './use-list-export';

interface Row {
  name: string;
}

const saved: { name: string; text: string }[] = [];
vi.mock('@/lib/download', () => ({
  saveBlob: (blob: Blob, name: string) => {
    void blob.text().then((text) => saved.push({ name, text }));
  },
}));

let toasts: Toast[] = [];
let unsubscribe = () => undefined as void;
beforeEach(() => {
  saved.length = 0;
  toasts = [];
  unsubscribe = subscribeNotifications((toast) => toasts.push(toast));
});
afterEach(() => unsubscribe());

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

const setup = (fetchPage: ListExportOptions<Row>['fetchPage']) =>
  renderHook(
    () =>
      useListExport<Row>({
        fetchPage,
        columns: [{ header: 'Name', value: (row) => row.name }],
        fileName: (now) => `rows-${now.getFullYear()}.csv`,
        texts: { exported: (name, count) => `${count} to ${name}`, failed: 'Export failed' },
      }),
    { wrapper },
  );

describe('useListExport', () => {
  it('pages through the whole list and saves every row', async () => {
    const all = Array.from({ length: 7 }, (_, index) => ({ name: `row ${index + 1}` }));
    const asked: [number, number][] = [];
    const { result } = setup(async (pageNo, pageSize) => {
      asked.push([pageNo, pageSize]);
      const page: PageAnswer<Row> = {
        list: all.slice((pageNo - 1) * 3, pageNo * 3),
        total: all.length,
      };
      return { data: page };
    });
    // The fake answers three rows a page, whatever size the export asks for.
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(asked.map(([pageNo]) => pageNo)).toEqual([1, 2, 3]);
    const name = `rows-${new Date().getFullYear()}.csv`;
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe(name);
    expect(
      saved[0]?.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual(['Name', ...all.map((row) => row.name)]);
    expect(toasts.map((toast) => toast.message)).toEqual([`7 to ${name}`]);
  });

  it('announces the cap with the shared message instead of saving a file cut short', async () => {
    const { result } = setup(async () => ({
      data: { list: [{ name: 'a' }], total: EXPORT_MAX_ROWS + 1 },
    }));
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(saved).toEqual([]);
    expect(toasts).toMatchObject([
      { kind: 'error', message: messages.exportTooMany(EXPORT_MAX_ROWS) },
    ]);
  });

  it("tells a failed call's reason", async () => {
    const { result } = setup(() => Promise.reject(new ApiError('business', 'No access')));
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(toasts).toMatchObject([{ kind: 'error', message: 'No access' }]);
  });
});
