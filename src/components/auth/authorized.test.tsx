import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { setAuthorities, setToken } from '@/lib/storage';

import { Authorized } from './authorized';

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
