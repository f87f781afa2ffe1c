import { describe, expect, it } from 'vitest';

import { plateProblem, vinCheckDigit, vinProblem, withCheckDigit } from '.';

/**
 * The check digit worked out by hand, independently of the module: transliterated values times
 * the standard weights, summed, remainder of 11.
 */
const byHand = (values: number[]): string => {
  const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = values.reduce((total, value, index) => total + value * (weights[index] ?? 0), 0);
  return sum % 11 === 10 ? 'X' : String(sum % 11);
};

describe('VIN (GB 16735 / ISO 3779)', () => {
  it('accepts known valid VINs whose check digit computes to position 9', () => {
    // 1 M8 G D M 9 A X K P 0 4 2 7 8 8 → M=4 G=7 D=4 A=1 X=7 K=2 P=7: sum 351, 351 % 11 = 10 → X
    expect(byHand([1, 4, 8, 7, 4, 4, 9, 1, 7, 2, 7, 0, 4, 2, 7, 8, 8])).toBe('X');
    expect(vinProblem('1M8GDM9AXKP042788')).toBeUndefined();
    // L V S H C A M B 1 C E 0 5 4 2 4 9 → L=3 V=5 S=2 H=8 C=3 A=1 M=4 B=2 E=5: remainder 1
    expect(byHand([3, 5, 2, 8, 3, 1, 4, 2, 1, 3, 5, 0, 5, 4, 2, 4, 9])).toBe('1');
    expect(vinProblem('LVSHCAMB1CE054249')).toBeUndefined();
    // 1HGCM82633A004352, a widely quoted valid VIN: check digit 3.
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(vinProblem('1hgcm82633a004352')).toBeUndefined();
  });

  it('names the rule that failed', () => {
    expect(vinProblem('LVSHCAMB1CE05424')).toBe('VIN 须为 17 位，当前 16 位');
    expect(vinProblem('LVSHCAMB1CE05424-')).toBe('VIN 只能由数字和大写字母组成');
    expect(vinProblem('LVSHCAMB1CE0542O9')).toBe('VIN 不能含字母 I、O、Q（含有 O）');
    expect(vinProblem('LVSHCAMB2CE054249')).toBe('VIN 第 9 位校验位应为 1，实际为 2');
    expect(vinProblem('1M8GDM9A0KP042788')).toBe('VIN 第 9 位校验位应为 X，实际为 0');
  });

  it('puts a check digit right for seeds', () => {
    expect(withCheckDigit('LVSHCAMB0CE054249')).toBe('LVSHCAMB1CE054249');
  });
});

describe('mainland plates', () => {
  it.each(['沪A12345', '京B6F789', '沪AD36581', '粤BF12345', '沪A12345D', '黑KD0279', '琼a52731'])(
    'accepts %s',
    (plate) => expect(plateProblem(plate)).toBeUndefined(),
  );

  it.each([
    ['', '请填写车牌号'],
    ['AB12345', '车牌须以省份简称开头（如 沪、京、粤）'],
    ['沪112345', '车牌第 2 位须为发牌机关字母（不含 I、O）'],
    ['沪A1234', '车牌在省份和字母后须为 5 位（新能源车牌 6 位）'],
    ['沪A1234O', '车牌只能含数字和字母，不能含 I、O'],
    ['沪A123456', expect.stringContaining('新能源车牌须为 D 或 F 开头')],
    ['沪AD3658A', expect.stringContaining('新能源车牌')],
  ])('refuses %s', (plate, message) => expect(plateProblem(plate)).toEqual(message));
});
