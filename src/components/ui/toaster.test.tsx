import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { notify } from '@/lib/notify';

import { Toaster } from './toaster';

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows an error as an alert and dismisses it after 3 s', () => {
    render(<Toaster />);
    act(() => notify({ kind: 'error', message: '网络请求超时' }));
    expect(screen.getByRole('alert')).toHaveTextContent('网络请求超时');

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows other kinds as status and honours durationMs', () => {
    render(<Toaster />);
    act(() => notify({ kind: 'success', message: '保存成功', durationMs: 5000 }));
    expect(screen.getByRole('status')).toHaveTextContent('保存成功');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes a toast with its close button', () => {
    render(<Toaster />);
    act(() => notify({ kind: 'info', message: '已复制' }));
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByText('已复制')).not.toBeInTheDocument();
  });

  it('stops listening when unmounted', () => {
    const { unmount } = render(<Toaster />);
    unmount();
    expect(() => act(() => notify({ kind: 'info', message: '无人接收' }))).not.toThrow();
  });
});
