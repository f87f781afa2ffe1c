import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Button } from './button';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', () => {
    render(<Button>查询</Button>);
    expect(screen.getByRole('button', { name: '查询' })).toHaveAttribute('type', 'button');
  });

  it('is busy and disabled while pending', () => {
    render(<Button pending>登录</Button>);
    const button = screen.getByRole('button', { name: '登录' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('lends its styling to a child element', () => {
    render(
      <Button asChild variant="link">
        <a href="#/download">下载中心</a>
      </Button>,
    );
    expect(screen.getByRole('link', { name: '下载中心' })).toHaveClass('underline-offset-4');
  });
});
