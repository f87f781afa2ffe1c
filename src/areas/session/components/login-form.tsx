import { type FormEvent, useRef, useState } from 'react';

import { useLogin } from '@/api/generated/endpoints/session/session';
import type { LoginResult } from '@/api/generated/model';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { focusFirstInvalid } from '@/lib/forms';

import { errorMessage } from '../error-message';
import { useCaptcha } from '../hooks/use-captcha';
import { sessionStrings as s } from '../strings';
import { limits, type LoginValues, validateLogin } from '../validation';
import { CaptchaField } from './captcha-field';

export interface LoginFormProps {
  onLoggedIn: (result: LoginResult) => void;
  /** Lets the page prefill the reset-password dialog with what was typed. */
  onUsernameChange?: (username: string) => void;
}

const fieldOrder: (keyof LoginValues)[] = ['username', 'password', 'captchaCode'];

export function LoginForm({ onLoggedIn, onUsernameChange }: LoginFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<LoginValues>({
    username: '',
    password: '',
    captchaCode: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // The server said the typed code is not the picture's: shown on the captcha field.
  const [captchaWrong, setCaptchaWrong] = useState(false);
  const captcha = useCaptcha();
  const login = useLogin<unknown>();
  const errors = submitted ? validateLogin(values) : {};
  const pending = login.isPending || captcha.verifying;

  const update = (field: keyof LoginValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'username') onUsernameChange?.(value);
    if (field === 'captchaCode') setCaptchaWrong(false);
  };

  // A captcha code is single-use: after a refusal only it is cleared, what the user typed stays.
  const startOver = () => {
    setSubmitted(false);
    setValues((current) => ({ ...current, captchaCode: '' }));
    captcha.refresh();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    if (focusFirstInvalid(formRef.current, fieldOrder, validateLogin(values))) return;
    setServerError(null);
    setCaptchaWrong(false);
    const captchaCode = values.captchaCode.trim();
    try {
      if (!(await captcha.verify(captchaCode))) {
        setCaptchaWrong(true);
        startOver();
        focusFirstInvalid(formRef.current, fieldOrder, { captchaCode: s.captchaWrong });
        return;
      }
    } catch (error) {
      setServerError(errorMessage(error, s.loginFailed));
      return;
    }
    login.mutate(
      {
        data: {
          username: values.username.trim(),
          password: values.password,
          captchaKey: captcha.key,
          captchaCode,
        },
      },
      {
        onSuccess: (response) => onLoggedIn(response.data),
        onError: (error) => {
          setServerError(errorMessage(error, s.loginFailed));
          startOver();
        },
      },
    );
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-4"
    >
      {serverError ? <Alert variant="error">{serverError}</Alert> : null}
      <FormField label={s.username} error={errors.username} required>
        <Input
          name="username"
          autoComplete="username"
          maxLength={limits.username.max}
          placeholder={s.usernamePlaceholder}
          value={values.username}
          onChange={(event) => update('username')(event.target.value)}
        />
      </FormField>
      <FormField label={s.password} error={errors.password} required>
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={limits.password.max}
          placeholder={s.passwordPlaceholder}
          value={values.password}
          onChange={(event) => update('password')(event.target.value)}
        />
      </FormField>
      <CaptchaField
        captcha={captcha}
        value={values.captchaCode}
        onChange={update('captchaCode')}
        error={captchaWrong ? s.captchaWrong : errors.captchaCode}
      />
      <Button type="submit" variant="primary" size="lg" className="mt-2 w-full" pending={pending}>
        {s.login}
      </Button>
    </form>
  );
}
