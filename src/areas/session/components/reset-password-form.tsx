import { type FormEvent, useState } from 'react';

import { useResetPassword } from '@/api/generated/endpoints/session/session';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

import { errorMessage } from '../error-message';
import { useCaptcha } from '../hooks/use-captcha';
import { sessionStrings as s } from '../strings';
import { checkText, limits } from '../validation';
import { CaptchaField } from './captcha-field';

export interface ResetPasswordFormProps {
  initialUsername: string;
  onDone: () => void;
}

export function ResetPasswordForm({ initialUsername, onDone }: ResetPasswordFormProps) {
  const [username, setUsername] = useState(initialUsername);
  const [captchaCode, setCaptchaCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The server said the typed code is not the picture's: shown on the captcha field.
  const [captchaWrong, setCaptchaWrong] = useState(false);
  const captcha = useCaptcha();
  const reset = useResetPassword<unknown>();
  const pending = reset.isPending || captcha.verifying;

  const usernameError = submitted ? checkText(username, s.username, limits.resetUsername) : null;
  const captchaError = captchaWrong
    ? s.captchaWrong
    : submitted
      ? checkText(captchaCode, s.captcha, limits.captchaCode)
      : null;

  if (sentTo !== null) {
    return (
      <>
        <Alert variant="success">{s.resetSent(sentTo)}</Alert>
        <DialogFooter>
          <Button variant="primary" onClick={onDone}>
            {s.resetDone}
          </Button>
        </DialogFooter>
      </>
    );
  }

  // A captcha code is single-use: after a refusal only it is cleared, the username stays.
  const startOver = () => {
    setSubmitted(false);
    setCaptchaCode('');
    captcha.refresh();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    if (
      checkText(username, s.username, limits.resetUsername) ||
      checkText(captchaCode, s.captcha, limits.captchaCode)
    ) {
      return;
    }
    setServerError(null);
    setCaptchaWrong(false);
    const code = captchaCode.trim();
    try {
      if (!(await captcha.verify(code))) {
        setCaptchaWrong(true);
        startOver();
        return;
      }
    } catch (error) {
      setServerError(errorMessage(error, s.resetFailed));
      return;
    }
    reset.mutate(
      {
        data: {
          username: username.trim(),
          captchaKey: captcha.key,
          captchaCode: code,
        },
      },
      {
        onSuccess: (response) => setSentTo(response.data.maskedContact),
        onError: (error) => {
          setServerError(errorMessage(error, s.resetFailed));
          startOver();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {serverError ? <Alert variant="error">{serverError}</Alert> : null}
      <FormField label={s.username} error={usernameError} required>
        <Input
          name="username"
          autoComplete="username"
          maxLength={limits.resetUsername.max}
          placeholder={s.usernamePlaceholder}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </FormField>
      <CaptchaField
        captcha={captcha}
        value={captchaCode}
        onChange={(value) => {
          setCaptchaCode(value);
          setCaptchaWrong(false);
        }}
        error={captchaError ?? undefined}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button disabled={pending}>{s.cancel}</Button>
        </DialogClose>
        <Button type="submit" variant="primary" pending={pending}>
          {s.confirm}
        </Button>
      </DialogFooter>
    </form>
  );
}
