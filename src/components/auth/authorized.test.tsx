import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { setAuthorities, setToken } from '@/lib/storage';

import { Authorized, AuthorizedButton } from './authorized';
import { authStrings } from './strings';

describe('Authorized', () => {
  it('renders its children only for a user with the code', () => {
    setAuthorities(['device:list']);
    render(
      <>
        <Authorized code="device:list">
          <button type="button">查看</button>
        </Authorized>
        <Authorized code="device:delete" fallback={<span>无权限</span>}>
          <button type="button">删除</button>
        </Authorized>
      </>,
    );
    expect(screen.getByRole('button', { name: '查看' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(screen.getByText('无权限')).toBeInTheDocument();
  });

  it('accepts any one of several codes', () => {
    setAuthorities(['system:role-delete']);
    render(
      <Authorized code={['system:account-delete', 'system:role-delete']}>
        <button type="button">删除</button>
      </Authorized>,
    );
    expect(screen.getByRole('button', { name: '删除' })).toBeInTheDocument();
  });

  it('follows a new session', () => {
    render(
      <Authorized code="firmware:delete">
        <button type="button">删除</button>
      </Authorized>,
    );
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    act(() => {
      setAuthorities(['firmware:delete']);
      setToken('t');
    });
    expect(screen.getByRole('button', { name: '删除' })).toBeInTheDocument();
  });
});

describe('AuthorizedButton', () => {
  it('acts for a user with the code', async () => {
    setAuthorities(['device:config']);
    const onClick = vi.fn();
    render(
      <AuthorizedButton code="device:config" onClick={onClick}>
        保存
      </AuthorizedButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('stays in place for a user without it, disabled, and says why', async () => {
    // The tooltip measures its trigger when focus opens it; jsdom has no ResizeObserver.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe(): void {}
        unobserve(): void {}
        disconnect(): void {}
      },
    );
    setAuthorities(['device:list']);
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <AuthorizedButton code="device:config" type="submit" onClick={onClick}>
          保存
        </AuthorizedButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: '保存' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(authStrings.denied);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    act(() => button.blur());
    await userEvent.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(authStrings.denied);
  });
});
