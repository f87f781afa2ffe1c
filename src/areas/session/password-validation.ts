import { passwordStrength } from '@/lib/password-rules';

import { sessionStrings as s } from './strings';

// The password rules beyond the contract's lengths: not needed to log in, only to change a password.

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

/**
 * The password change's rules the contract cannot express, as the form's `rules`: the kinds of
 * characters, a new password unlike the old one, and its confirmation. The contract's own rules
 * (required, lengths) come first on each field.
 */
export function passwordChangeRules(values: PasswordValues) {
  const rules = evaluatePasswordRules(values);
  return {
    newPassword:
      (!rules.classes && s.passwordWeak) ||
      (!rules.different && values.oldPassword !== '' && s.passwordSameAsOld),
    confirmPassword:
      values.confirmPassword === ''
        ? s.required(s.confirmPassword)
        : !rules.match && s.passwordMismatch,
  };
}
