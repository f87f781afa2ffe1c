import { vehicleIdStrings as s } from './strings';

/** Letter values of the VIN check digit (ISO 3779 / GB 16735); digits stand for themselves. */
const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

const valueOf = (char: string): number =>
  /\d/.test(char) ? Number(char) : (TRANSLITERATION[char] ?? Number.NaN);

/** The check digit (position 9) a 17-character VIN must carry: remainder of 11, 10 written X. */
export function vinCheckDigit(vin: string): string {
  const sum = [...vin.toUpperCase()].reduce(
    (total, char, index) => total + valueOf(char) * (WEIGHTS[index] ?? 0),
    0,
  );
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** Why a VIN is not valid, naming the rule that failed; undefined when it is. */
export function vinProblem(input: string): string | undefined {
  const vin = input.trim().toUpperCase();
  if (vin.length !== 17) return s.vinLength(vin.length);
  if (!/^[A-Z0-9]+$/.test(vin)) return s.vinChars;
  const forbidden = [...new Set(vin.match(/[IOQ]/g) ?? [])];
  if (forbidden.length > 0) return s.vinForbidden(forbidden);
  const expected = vinCheckDigit(vin);
  const actual = vin.charAt(8);
  return expected === actual ? undefined : s.vinCheckDigit(expected, actual);
}

/** The same VIN with its check digit put right: for seeds and templates, never for user input. */
export const withCheckDigit = (vin: string): string =>
  `${vin.slice(0, 8)}${vinCheckDigit(vin)}${vin.slice(9)}`;
