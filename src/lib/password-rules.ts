import { changePasswordBodyLimits } from '@/api/generated/limits';

/** The password length the password change allows, from the contract. */
export const passwordLength = {
  min: changePasswordBodyLimits.newPassword.minLength,
  max: changePasswordBodyLimits.newPassword.maxLength,
} as const;

const characterClasses = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];
/** Of upper case, lower case, digits and symbols, a password needs this many kinds. */
export const MIN_CHARACTER_CLASSES = 3;

export interface PasswordStrength {
  length: boolean;
  classes: boolean;
}

/**
 * The strength rules of every password the console sets (password change, a new account, a reset):
 * the contract's length and three kinds of characters. Counted in code points, as users count.
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  return {
    length: length >= passwordLength.min && length <= passwordLength.max,
    classes: characterClasses.filter((re) => re.test(password)).length >= MIN_CHARACTER_CLASSES,
  };
}

export const isStrongPassword = (password: string): boolean => {
  const rules = passwordStrength(password);
  return rules.length && rules.classes;
};

const alphabets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '#@%+=!?'];

/** A random password of `size` characters with every kind, from the browser's crypto source. */
export function generatePassword(size = 12): string {
  const all = alphabets.join('');
  const random = (n: number) => {
    const value = new Uint32Array(1);
    crypto.getRandomValues(value);
    return (value[0] ?? 0) % n;
  };
  const pick = (chars: string) => chars.charAt(random(chars.length));
  const chars = [...alphabets.map(pick)];
  while (chars.length < size) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}
