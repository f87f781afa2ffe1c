import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/api/errors';

import { FieldRefusal } from './contract-check';
import { FormFrame } from './form-frame';
import { formStrings } from './strings';
import { TextField } from './text-field';
import { useTextForm } from './use-text-form';

type Values = Record<'username' | 'code', string>;
interface Body {
  username: string;
  code: string;
}

interface SignProps {
  submit: (body: Body) => Promise<unknown>;
  onSaved?: () => void;
  onName?: (name: string) => void;
}

function SignForm({ submit, onSaved, onName }: SignProps) {
  const form = useTextForm<Values, Body>({
    schema: () =>
      import('@/api/generated/zod/session/session.zod').then((m) =>
        m.LoginBody.pick({ username: true }).extend({ code: m.LoginBody.shape.captchaCode }),
      ),
    defaultValues: { username: '', code: '' },
    toBody: (v) => ({ username: v.username.trim(), code: v.code.trim() }),
    submit: async (body) => {
      try {
        await submit(body);
      } catch (error) {
        form.methods.setValue('code', '');
        throw error;
      }
    },
    onSaved,
    failure: 'sign-in failed',
  });
  const { watch } = form.methods;
  useEffect(() => {
    const watching = watch((values, { name }) => {
      if (name === 'username') onName?.(values.username);
    });
    return () => watching.unsubscribe();
  }, [watch, onName]);
  return (
    <FormFrame form={form} label="sign">
      {null}
      <TextField name="username" label="User" required />
      <TextField name="code" label="Code" required verbatim />
      <button type="submit" disabled={form.pending}>
        go
      </button>
    </FormFrame>
  );
}

describe('useTextForm, the form kit without React Hook Form', () => {
  it('names each missing field, focuses the first and checks a field again as it changes', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(() => Promise.resolve());
    render(<SignForm submit={submit} />);
    await user.click(screen.getByRole('button', { name: 'go' }));
    const name = screen.getByRole('textbox', { name: /User/ });
    expect(await screen.findByText(formStrings.required('User'))).toBeInTheDocument();
    expect(screen.getByText(formStrings.required('Code'))).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.type(name, 'admin');
    // After a refused submit, a field's message follows what is typed into it.
    await vi.waitFor(() =>
      expect(screen.queryByText(formStrings.required('User'))).not.toBeInTheDocument(),
    );
    expect(screen.getByText(formStrings.required('Code'))).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the body, tells what was typed and reports the save', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(() => Promise.resolve());
    const onSaved = vi.fn();
    const onName = vi.fn();
    render(<SignForm submit={submit} onSaved={onSaved} onName={onName} />);
    await user.type(screen.getByRole('textbox', { name: /User/ }), ' admin ');
    await user.type(screen.getByRole('textbox', { name: /Code/ }), 'ab12');
    expect(onName).toHaveBeenLastCalledWith(' admin ');
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(submit).toHaveBeenCalledWith({ username: 'admin', code: 'ab12' });
  });

  it('shows a refusal on its field, and a failed save on top, keeping what was typed', async () => {
    const user = userEvent.setup();
    const submit = vi
      .fn<(body: Body) => Promise<unknown>>()
      .mockRejectedValueOnce(new FieldRefusal('code', 'wrong code'))
      .mockRejectedValueOnce(new ApiError('http', 'server down', { status: 500 }));
    render(<SignForm submit={submit} />);
    const name = screen.getByRole('textbox', { name: /User/ });
    const code = screen.getByRole('textbox', { name: /Code/ });
    await user.type(name, 'admin');
    await user.type(code, 'ab12');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('wrong code')).toBeInTheDocument();
    expect(code).toHaveFocus();
    expect(code).toHaveValue('');
    expect(name).toHaveValue('admin');
    await user.type(code, 'cd34');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('server down');
    expect(name).toHaveValue('admin');
    expect(screen.queryByText('wrong code')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'go' })).toBeEnabled();
  });
});
