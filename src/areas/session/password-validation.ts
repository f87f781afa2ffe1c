import { passwordStrength } from '@/lib/password-rules';

import { sessionStrings as s } from './strings';
import { checkText, type FieldErrors, limits } from './validation';

// Apart from validation.ts: the password rules are not needed to log in, only to change a password.

export interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface PasswordRuleState {
  length: boolean;
  classes: boolean;
  different: boolean;
  match: boolean;
}

export function evaluatePasswordRules(values: PasswordValues): PasswordRuleState {
  const { oldPassword, newPassword, confirmPassword } = values;
  return {
    ...passwordStrength(newPassword),
    different: newPassword !== '' && newPassword !== oldPassword,
    match: newPassword !== '' && newPassword === confirmPassword,
  };
}

export function validatePasswordChange(values: PasswordValues): FieldErrors<keyof PasswordValues> {
  const errors: FieldErrors<keyof PasswordValues> = {};
  const rules = evaluatePasswordRules(values);
  const oldPassword = checkText(values.oldPassword, s.oldPassword, limits.oldPassword);
  if (oldPassword) errors.oldPassword = oldPassword;

  const newPassword =
    checkText(values.newPassword, s.newPassword, limits.newPassword) ??
    (!rules.classes ? s.passwordWeak : null) ??
    (!rules.different && values.oldPassword !== '' ? s.passwordSameAsOld : null);
  if (newPassword) errors.newPassword = newPassword;

  if (values.confirmPassword === '') errors.confirmPassword = s.required(s.confirmPassword);
  else if (!rules.match) errors.confirmPassword = s.passwordMismatch;
  return errors;
}
