// Kept as a page: its route loads it alone; it holds the password form and signs out on success.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useWatch } from 'react-hook-form';

import { changePassword } from '@/api/generated/endpoints/session/session';
import { changePasswordBodyLimits as limits } from '@/api/generated/limits';
import { PageForm } from '@/components/forms/page-form';
import { TextField } from '@/components/forms/text-field';
import { useContractForm } from '@/components/forms/use-contract-form';
import { notify } from '@/lib/notify';
import { clearSession, getUserInfo } from '@/lib/storage';

import { PasswordRules } from '../components/password-rules';
import {
  evaluatePasswordRules,
  passwordChangeRules,
  type PasswordValues,
} from '../password-validation';
import { sessionStrings as s } from '../strings';

const RULES_ID = 'password-rules';
const emptyValues: PasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function EditPasswordPage() {
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useContractForm({
    schema: () =>
      import('@/api/generated/zod/session/session.zod').then((m) => m.ChangePasswordBody),
    defaultValues: emptyValues,
    // Passwords are sent as typed; the confirmation stays on the screen.
    toBody: ({ oldPassword, newPassword }: PasswordValues) => ({ oldPassword, newPassword }),
    rules: passwordChangeRules,
    submit: (body) => changePassword(body),
    onSaved: () => {
      notify({ kind: 'success', message: s.passwordChanged });
      // The old token belongs to the old password: sign in again with the new one.
      clearSession();
      queryClient.clear();
      void navigate({ to: '/login', replace: true });
    },
    failure: s.changeFailed,
  });
  const [oldPassword = '', newPassword = '', confirmPassword = ''] = useWatch({
    control: form.methods.control,
    name: ['oldPassword', 'newPassword', 'confirmPassword'],
  });
  const rules = evaluatePasswordRules({ oldPassword, newPassword, confirmPassword });

  return (
    <div className="grid max-w-4xl gap-8 md:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <PageForm form={form} onCancel={() => router.history.back()} submitLabel={s.confirm}>
        {/* Lets password managers file the new password under the right account. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={getUserInfo()?.username ?? ''}
          readOnly
          hidden
        />
        <TextField
          name="oldPassword"
          label={s.oldPassword}
          required
          type="password"
          autoComplete="current-password"
          maxLength={limits.oldPassword.maxLength}
          placeholder={s.oldPasswordPlaceholder}
        />
        <TextField
          name="newPassword"
          label={s.newPassword}
          required
          type="password"
          autoComplete="new-password"
          maxLength={limits.newPassword.maxLength}
          placeholder={s.newPasswordPlaceholder}
          describedBy={RULES_ID}
        />
        <TextField
          name="confirmPassword"
          label={s.confirmPassword}
          required
          type="password"
          autoComplete="new-password"
          maxLength={limits.newPassword.maxLength}
          placeholder={s.confirmPasswordPlaceholder}
        />
      </PageForm>
      <PasswordRules id={RULES_ID} state={rules} className="self-start md:mt-6" />
    </div>
  );
}
