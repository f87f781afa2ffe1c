import { saveAccountBodyLimits as limits } from '@/api/generated/limits';
import type { Account, AccountSaveRequest, AccountStatus } from '@/api/generated/model';
import type { FormRules } from '@/components/forms/use-contract-form';
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

export const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The request body, which the contract's SaveAccountBody checks before it is sent. */
export const toRequest = (values: AccountFormValues): AccountSaveRequest => ({
  ...values,
  username: values.username.trim(),
  realName: values.realName.trim(),
  phone: orNull(values.phone),
  email: orNull(values.email),
});

const USERNAME = /^[A-Za-z0-9_.-]+$/;
const PHONE = /^[0-9 +-]+$/;

/** What the contract cannot say: the characters of a username and a phone, a strong password, a role. */
export const accountRules =
  (creating: boolean): FormRules<AccountFormValues> =>
  (v) => ({
    username:
      creating &&
      v.username.trim() !== '' &&
      !USERNAME.test(v.username.trim()) &&
      s.usernameRule(limits.username.minLength, limits.username.maxLength),
    password: creating && v.password !== '' && !isStrongPassword(v.password) && s.passwordWeak,
    phone: v.phone.trim() !== '' && !PHONE.test(v.phone.trim()) && s.phoneRule,
    roleIds: v.roleIds.length === 0 && s.chooseRole,
  });
