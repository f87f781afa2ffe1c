/** Province abbreviations that open a mainland plate (GA 36-2018). */
export const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';

export const vehicleIdStrings = {
  vinLength: (length: number) => `VIN 须为 17 位，当前 ${length} 位`,
  vinForbidden: (chars: readonly string[]) => `VIN 不能含字母 I、O、Q（含有 ${chars.join('、')}）`,
  vinChars: 'VIN 只能由数字和大写字母组成',
  vinCheckDigit: (expected: string, actual: string) =>
    `VIN 第 9 位校验位应为 ${expected}，实际为 ${actual}`,
  plateEmpty: '请填写车牌号',
  plateProvince: '车牌须以省份简称开头（如 沪、京、粤）',
  plateCity: '车牌第 2 位须为发牌机关字母（不含 I、O）',
  plateLength: '车牌在省份和字母后须为 5 位（新能源车牌 6 位）',
  plateChars: '车牌只能含数字和字母，不能含 I、O',
  plateNewEnergy:
    '新能源车牌须为 D 或 F 开头加 5 位（小型车，后 4 位为数字），或 5 位数字加 D 或 F（大型车）',
} as const;
