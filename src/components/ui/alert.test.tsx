import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Alert } from './alert';

describe('Alert', () => {
  it('announces errors and offers 重试', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<Alert onRetry={onRetry}>获取数据失败</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('获取数据失败');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('uses a polite status for non-errors and no retry by default', () => {
    render(<Alert variant="info">登录已失效，请重新登录</Alert>);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
