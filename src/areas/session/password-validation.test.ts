import { describe, expect, it } from 'vitest';

import { evaluatePasswordRules, passwordChangeRules } from './password-validation';

const rules = (newPassword: string, oldPassword = 'Old@pass1', confirmPassword = newPassword) =>
  evaluatePasswordRules({ oldPassword, newPassword, confirmPassword });

describe('password rules', () => {
  it('needs 8 to 32 characters', () => {
    expect(rules('Ab1!xyz').length).toBe(false);
    expect(rules('Ab1!xyzw').length).toBe(true);
    expect(rules(`Ab1!${'x'.repeat(28)}`).length).toBe(true);
    expect(rules(`Ab1!${'x'.repeat(29)}`).length).toBe(false);
  });

  it('needs three of upper case, lower case, digits and symbols', () => {
    expect(rules('abcdefgh').classes).toBe(false);
    expect(rules('abcdefg1').classes).toBe(false);
    expect(rules('abcdefG1').classes).toBe(true);
    expect(rules('abcdef_1').classes).toBe(true);
    expect(rules('ABCDEF_1').classes).toBe(true);
    expect(rules('ABCdef_g').classes).toBe(true);
  });

  it('must differ from the old password and be confirmed', () => {
    expect(rules('Old@pass1').different).toBe(false);
    expect(rules('New@pass1').different).toBe(true);
    expect(rules('New@pass1', 'Old@pass1', 'New@pass2').match).toBe(false);
    expect(rules('', 'Old@pass1', '').match).toBe(false);
  });

  it('says the first broken rule beyond the contract per field', () => {
    expect(
      passwordChangeRules({ oldPassword: 'x', newPassword: 'abcdefgh', confirmPassword: 'y' }),
    ).toEqual({
      newPassword: '新密码须包含大写字母、小写字母、数字、符号中的至少三类',
      confirmPassword: '两次输入的新密码不一致',
    });
    expect(
      passwordChangeRules({
        oldPassword: 'Old@pass1',
        newPassword: 'Old@pass1',
        confirmPassword: '',
      }),
    ).toEqual({ newPassword: '新密码不能与旧密码相同', confirmPassword: '请输入确认新密码' });
    expect(
      passwordChangeRules({
        oldPassword: 'Old@pass1',
        newPassword: 'New@pass1',
        confirmPassword: 'New@pass1',
      }),
    ).toEqual({ newPassword: false, confirmPassword: false });
  });
});
