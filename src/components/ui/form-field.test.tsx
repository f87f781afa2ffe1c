import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FormField } from './form-field';
import { Input } from './input';

describe('FormField', () => {
  it('labels the control and leaves it valid without an error', () => {
    render(
      <FormField label="用户名" hint="登录时使用">
        <Input />
      </FormField>,
    );
    const input = screen.getByLabelText('用户名');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('登录时使用');
  });

  it('marks the control invalid and describes it with the error', () => {
    render(
      <FormField label="密码" error="请输入密码" describedBy="rules">
        <Input type="password" />
      </FormField>,
    );
    const input = screen.getByLabelText('密码');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toMatch(/^rules .+-error$/);
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
  });
});
