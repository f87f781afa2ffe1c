// Kept as a page: its route loads it alone; it holds the password form and signs out on success.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';

import { useChangePassword } from '@/api/generated/endpoints/session/session';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { focusFirstInvalid } from '@/lib/forms';
import { notify } from '@/lib/notify';
import { clearSession, getUserInfo } from '@/lib/storage';

import { PasswordInputField } from '../components/password-input-field';
import { PasswordRules } from '../components/password-rules';
import { errorMessage } from '../error-message';
import {
  evaluatePasswordRules,
  type PasswordValues,
  validatePasswordChange,
} from '../password-validation';
import { sessionStrings as s } from '../strings';
import { limits } from '../validation';

const RULES_ID = 'password-rules';
const fieldOrder: (keyof PasswordValues)[] = ['oldPassword', 'newPassword', 'confirmPassword'];

export function EditPasswordPage() {
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PasswordValues>({
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const change = useChangePassword<unknown>();
  const rules = evaluatePasswordRules(values);
  const errors = submitted ? validatePasswordChange(values) : {};

  const update = (field: keyof PasswordValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    setSubmitted(true);
    if (focusFirstInvalid(formRef.current, fieldOrder, validatePasswordChange(values))) return;
    setServerError(null);
    change.mutate(
      { data: { oldPassword: values.oldPassword, newPassword: values.newPassword } },
      {
        onSuccess: () => {
          notify({ kind: 'success', message: s.passwordChanged });
          // The old token belongs to the old password: sign in again with the new one.
          clearSession();
          queryClient.clear();
          void navigate({ to: '/login', replace: true });
        },
        onError: (error) => setServerError(errorMessage(error, s.changeFailed)),
      },
    );
  };

  return (
    <div className="grid max-w-4xl gap-8 md:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {serverError ? <Alert variant="error">{serverError}</Alert> : null}
        {/* Lets password managers file the new password under the right account. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={getUserInfo()?.username ?? ''}
          readOnly
          hidden
        />
        <PasswordInputField
          name="oldPassword"
          label={s.oldPassword}
          autoComplete="current-password"
          maxLength={limits.oldPassword.max}
          placeholder={s.oldPasswordPlaceholder}
          value={values.oldPassword}
          onValueChange={update('oldPassword')}
          error={errors.oldPassword}
        />
        <PasswordInputField
          name="newPassword"
          label={s.newPassword}
          autoComplete="new-password"
          maxLength={limits.newPassword.max}
          placeholder={s.newPasswordPlaceholder}
          value={values.newPassword}
          onValueChange={update('newPassword')}
          error={errors.newPassword}
          describedBy={RULES_ID}
        />
        <PasswordInputField
          name="confirmPassword"
          label={s.confirmPassword}
          autoComplete="new-password"
          maxLength={limits.newPassword.max}
          placeholder={s.confirmPasswordPlaceholder}
          value={values.confirmPassword}
          onValueChange={update('confirmPassword')}
          error={errors.confirmPassword}
        />
        <div className="flex gap-2 pt-2">
          <Button type="submit" variant="primary" pending={change.isPending}>
            {s.confirm}
          </Button>
          <Button onClick={() => router.history.back()} disabled={change.isPending}>
            {s.cancel}
          </Button>
        </div>
      </form>
      <PasswordRules id={RULES_ID} state={rules} className="self-start md:mt-6" />
    </div>
  );
}
