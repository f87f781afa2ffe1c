import { describe, expect, it } from 'vitest';

import { newCaptchaKey } from './captcha-key';
import { evaluatePasswordRules, validatePasswordChange } from './password-validation';
import { validateLogin } from './validation';

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

  it('reports the first broken rule per field', () => {
    expect(
      validatePasswordChange({ oldPassword: 'x', newPassword: 'x', confirmPassword: 'y' }),
    ).toEqual({
      newPassword: '新密码至少 8 个字符',
      confirmPassword: '两次输入的新密码不一致',
    });
    expect(
      validatePasswordChange({
        oldPassword: 'Old@pass1',
        newPassword: 'Old@pass1',
        confirmPassword: 'Old@pass1',
      }),
    ).toEqual({ newPassword: '新密码不能与旧密码相同' });
  });
});

describe('login validation', () => {
  it('uses the contract limits', () => {
    expect(validateLogin({ username: ' ', password: '', captchaCode: '1234567' })).toEqual({
      username: '请输入用户名',
      password: '请输入密码',
      captchaCode: '验证码不能超过 6 个字符',
    });
    expect(validateLogin({ username: 'a', password: 'b', captchaCode: '1234' })).toEqual({});
  });
});

describe('captcha key', () => {
  it('matches the contract pattern, also without crypto.randomUUID (plain HTTP)', () => {
    expect(newCaptchaKey()).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const key = newCaptchaKey();
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(newCaptchaKey()).not.toBe(key);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else Reflect.deleteProperty(crypto, 'randomUUID');
    }
  });
});
