import {
  changePasswordBodyLimits,
  loginBodyLimits,
  resetPasswordBodyLimits,
} from '@/api/generated/limits';

import { sessionStrings as s } from './strings';

interface Limits {
  min?: number;
  max: number;
}

/** Required + length check against the contract's limits; null when the value is fine. */
export function checkText(value: string, label: string, { min, max }: Limits): string | null {
  if (value.trim() === '') return s.required(label);
  if (min !== undefined && value.length < min) return s.tooShort(label, min);
  if (value.length > max) return s.tooLong(label, max);
  return null;
}

// Plain generated numbers, not the zod module: the login screen must not load zod to validate.
export const limits = {
  username: { max: loginBodyLimits.username.maxLength },
  resetUsername: { max: resetPasswordBodyLimits.username.maxLength },
  password: { max: loginBodyLimits.password.maxLength },
  captchaCode: {
    min: loginBodyLimits.captchaCode.minLength,
    max: loginBodyLimits.captchaCode.maxLength,
  },
  oldPassword: { max: changePasswordBodyLimits.oldPassword.maxLength },
  newPassword: {
    min: changePasswordBodyLimits.newPassword.minLength,
    max: changePasswordBodyLimits.newPassword.maxLength,
  },
} as const;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface LoginValues {
  username: string;
  password: string;
  captchaCode: string;
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  const username = checkText(values.username, s.username, limits.username);
  const password = checkText(values.password, s.password, limits.password);
  const captchaCode = checkText(values.captchaCode, s.captcha, limits.captchaCode);
  if (username) errors.username = username;
  if (password) errors.password = password;
  if (captchaCode) errors.captchaCode = captchaCode;
  return errors;
}
