import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { AppHeader } from './app-header';

// The header's tools never arrive (a lost chunk).
vi.mock('./header-tools', () => {
  throw new Error('chunk lost');
});

describe('the header when its tools fail to load', () => {
  it('says so in one line with 重试, inside the header, and keeps the menu button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<AppHeader menuOpen={false} onToggleMenu={() => undefined} menuId="menu" />);
    const header = screen.getByRole('banner');
    const alert = await within(header).findByRole('alert');
    expect(alert).toHaveTextContent('页面加载失败，请刷新重试');
    // The compact form: the message alone is the alert, 重试 stands beside it (the screen's block
    // holds its button inside).
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    expect(within(header).getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: '打开菜单' })).toBeInTheDocument();
  });
});
