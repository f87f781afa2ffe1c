import { useEffect, useRef } from 'react';

import { login } from '@/api/generated/endpoints/session/session';
import { loginBodyLimits as limits } from '@/api/generated/limits';
import type { LoginResult } from '@/api/generated/model';
import { FormFrame } from '@/components/forms/form-frame';
import { TextField } from '@/components/forms/text-field';
import { useTextForm } from '@/components/forms/use-text-form';
import { Button } from '@/components/ui/button';

import { spendCaptcha, useCaptcha } from '../hooks/use-captcha';
import { sessionStrings as s } from '../strings';
import { CaptchaField } from './captcha-field';

export interface LoginFormProps {
  onLoggedIn: (result: LoginResult) => void;
  /** Lets the page prefill the reset-password dialog with what was typed. */
  onUsernameChange?: (username: string) => void;
}

// A form of text fields alone: the kit's lighter path, so the login screen loads no React Hook Form.
type LoginValues = Record<'username' | 'password' | 'captchaCode', string>;

const emptyValues: LoginValues = { username: '', password: '', captchaCode: '' };

export function LoginForm({ onLoggedIn, onUsernameChange }: LoginFormProps) {
  const captcha = useCaptcha();
  const loggedIn = useRef<LoginResult | null>(null);
  const form = useTextForm({
    schema: () => import('@/api/generated/zod/session/session.zod').then((m) => m.LoginBody),
    defaultValues: emptyValues,
    toBody: (values: LoginValues) => ({
      username: values.username.trim(),
      password: values.password,
      captchaKey: captcha.key,
      captchaCode: values.captchaCode.trim(),
    }),
    submit: async (body) => {
      const answer = await spendCaptcha(
        captcha,
        body.captchaCode,
        () => form.methods.setValue('captchaCode', ''),
        () => login(body),
      );
      loggedIn.current = answer.data;
    },
    onSaved: () => {
      if (loggedIn.current) onLoggedIn(loggedIn.current);
    },
    failure: s.loginFailed,
  });

  const { watch } = form.methods;
  useEffect(() => {
    if (!onUsernameChange) return undefined;
    const watching = watch((values, { name }) => {
      if (name === 'username') onUsernameChange(values.username ?? '');
    });
    return () => watching.unsubscribe();
  }, [watch, onUsernameChange]);

  return (
    <FormFrame form={form} className="flex flex-col gap-4">
      {null}
      <TextField
        name="username"
        label={s.username}
        required
        autoComplete="username"
        maxLength={limits.username.maxLength}
        placeholder={s.usernamePlaceholder}
      />
      <TextField
        name="password"
        label={s.password}
        required
        type="password"
        autoComplete="current-password"
        maxLength={limits.password.maxLength}
        placeholder={s.passwordPlaceholder}
      />
      <CaptchaField captcha={captcha} />
      <Button
        type="submit"
        variant="primary"
        size="lg"
        className="mt-2 w-full"
        pending={form.pending}
      >
        {s.login}
      </Button>
    </FormFrame>
  );
}
