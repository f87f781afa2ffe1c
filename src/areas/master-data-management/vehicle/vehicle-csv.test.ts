import { describe, expect, it } from 'vitest';

import { previewVehicleImport, vehicleImportTemplate } from './vehicle-csv';

const ctx = {
  models: [
    { id: 1, name: '智己 L7' },
    { id: 7, name: '比亚迪 汉 EV' },
  ],
  fleets: [{ id: 1021, name: '上海试验一队' }],
  registeredVins: new Set(['1HGCM82633A004352']),
};
const HEAD = 'VIN,车牌号,车型,车队,备注';

const preview = (...lines: string[]) => {
  const result = previewVehicleImport([HEAD, ...lines].join('\r\n'), ctx);
  if (result.kind !== 'rows') throw new Error(result.fileProblem);
  return result.rows;
};

describe('vehicle import preview', () => {
  it('turns a good row into the save request', () => {
    const [row] = preview('lvshcamb1ce054249,沪ad12345,比亚迪 汉 EV,上海试验一队,高温');
    expect(row?.problems).toEqual([]);
    expect(row?.request).toEqual({
      vin: 'LVSHCAMB1CE054249',
      plate: '沪AD12345',
      vehicleModelId: 7,
      carTeamId: 1021,
      ecuIds: [],
      valid_flag: 1,
      remark: '高温',
    });
  });

  it('marks every bad row with its reasons and keeps it out', () => {
    const rows = preview(
      'LVSHCAMB2CE054249,沪A12345,智己 L7,,',
      '1M8GDM9AXKP042788,沪A12345,智己 L7,,',
      '1M8GDM9AXKP042788,沪B12345,智己 L7,,',
      '1HGCM82633A004352,沪C12345,理想 L9,北京队,',
      'LVSHCAMB1CE05424,A12345,,,',
    );
    expect(rows.map((row) => row.problems)).toEqual([
      ['VIN 第 9 位校验位应为 1，实际为 2'],
      [],
      ['VIN 与第 3 行重复'],
      ['VIN 已被已有车辆使用', '未知车型“理想 L9”', '未知车队“北京队”'],
      ['VIN 须为 17 位，当前 16 位', '车牌须以省份简称开头（如 沪、京、粤）', '缺少车型'],
    ]);
    expect(rows.map((row) => row.request !== undefined)).toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
  });

  it('says what is wrong with the file itself', () => {
    expect(previewVehicleImport(HEAD, ctx)).toEqual({
      kind: 'problem',
      fileProblem: '文件中没有车辆行',
    });
    expect(previewVehicleImport('VIN,车型\r\nX,Y', ctx)).toEqual({
      kind: 'problem',
      fileProblem: '缺少列：车牌号',
    });
  });

  it('offers a template whose example row passes', () => {
    const rows = previewVehicleImport(vehicleImportTemplate({ model: '智己 L7', fleet: '' }), ctx);
    expect(rows.kind === 'rows' && rows.rows[0]?.problems).toEqual([]);
  });
});
