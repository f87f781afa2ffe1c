import { describe, expect, it } from 'vitest';

import { newCaptchaKey } from './captcha-key';

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
