import { useRef, useState, type FormEvent } from 'react';
import { useLogin } from '@/api/generated/endpoints/session/session';
import type { LoginResult } from '@/api/generated/model';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '../error-message';
import { useCaptcha } from '../hooks/use-captcha';
import { sessionStrings as s } from '../strings';
import { limits, validateLogin, type LoginValues } from '../validation';
import { CaptchaField } from './captcha-field';
import { focusFirstInvalid } from '@/lib/forms';

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
  const captcha = useCaptcha();
  const login = useLogin<unknown>();
  const errors = submitted ? validateLogin(values) : {};

  const update = (field: keyof LoginValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'username') onUsernameChange?.(value);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    setSubmitted(true);
    if (focusFirstInvalid(formRef.current, fieldOrder, validateLogin(values))) return;
    setServerError(null);
    login.mutate(
      {
        data: {
          username: values.username.trim(),
          password: values.password,
          captchaKey: captcha.key,
          captchaCode: values.captchaCode.trim(),
        },
      },
      {
        onSuccess: (response) => onLoggedIn(response.data),
        onError: (error) => {
          setServerError(errorMessage(error, s.loginFailed));
          // A captcha code is single-use: only it is cleared, what the user typed stays.
          setSubmitted(false);
          setValues((current) => ({ ...current, captchaCode: '' }));
          captcha.refresh();
        },
      },
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
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
        error={errors.captchaCode}
      />
      <Button
        type="submit"
        variant="primary"
        size="lg"
        className="mt-2 w-full"
        pending={login.isPending}
      >
        {s.login}
      </Button>
    </form>
  );
}
