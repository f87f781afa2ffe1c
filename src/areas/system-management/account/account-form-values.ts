import type { Account, AccountStatus } from '@/api/generated/model';
import { saveAccountBodyLimits } from '@/api/generated/limits';
import { isStrongPassword } from '@/lib/password-rules';
import { accountStrings as s } from './strings';

export interface AccountFormValues {
  username: string;
  realName: string;
  password: string;
  phone: string;
  email: string;
  roleIds: number[];
  userTagIds: number[];
  status: AccountStatus;
}

export type AccountField = keyof AccountFormValues;
export const FIELD_ORDER: readonly AccountField[] = [
  'username',
  'realName',
  'password',
  'phone',
  'email',
  'roleIds',
];

export const emptyAccountValues: AccountFormValues = {
  username: '',
  realName: '',
  password: '',
  phone: '',
  email: '',
  roleIds: [],
  userTagIds: [],
  status: 'enabled',
};

export const valuesOf = (account: Account): AccountFormValues => ({
  username: account.username,
  realName: account.realName,
  password: '',
  phone: account.phone ?? '',
  email: account.email ?? '',
  roleIds: account.roles.map((role) => role.id),
  userTagIds: account.userTags.map((tag) => tag.id),
  status: account.status,
});

const limits = saveAccountBodyLimits;
const USERNAME = /^[A-Za-z0-9_.-]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9 +-]+$/;

/** Messages beside the fields; `creating` adds the username and the initial password. */
export function validateAccount(
  values: AccountFormValues,
  creating: boolean,
): Partial<Record<AccountField, string>> {
  const errors: Partial<Record<AccountField, string>> = {};
  const username = values.username.trim();
  if (creating) {
    if (username === '') errors.username = s.required(s.username);
    else if (
      username.length < limits.username.minLength ||
      username.length > limits.username.maxLength ||
      !USERNAME.test(username)
    )
      errors.username = s.usernameRule;
    if (values.password === '') errors.password = s.required(s.password);
    else if (!isStrongPassword(values.password)) errors.password = s.passwordWeak;
  }
  if (values.realName.trim() === '') errors.realName = s.required(s.realName);
  else if (values.realName.length > limits.realName.maxLength)
    errors.realName = s.tooLong(s.realName, limits.realName.maxLength);
  const phone = values.phone.trim();
  if (phone && (!PHONE.test(phone) || phone.length > limits.phone.maxLength))
    errors.phone = s.phoneRule;
  const email = values.email.trim();
  if (email && (!EMAIL.test(email) || email.length > limits.email.maxLength))
    errors.email = s.emailRule;
  if (values.roleIds.length === 0) errors.roleIds = s.chooseRole;
  return errors;
}

export const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());
