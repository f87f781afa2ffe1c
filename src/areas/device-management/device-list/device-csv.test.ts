import { describe, expect, it } from 'vitest';

import { parseCsv } from '@/lib/csv';

import {
  type ImportContext,
  type ImportPreview,
  importTemplate,
  previewImport,
  serialKeys,
} from './device-csv';

const rowsOf = (preview: ImportPreview) => {
  if (preview.kind === 'problem') throw new Error(preview.fileProblem);
  return preview.rows;
};

const ctx: ImportContext = {
  models: { 1: 'VD-2000', 2: 'VD-3000' },
  personalization: { 0: '标准', 1: '定制' },
  fleets: [{ id: 11, name: '上海一队' }],
  registeredSerials: serialKeys(['VD2K000001']),
};

const file = (...lines: string[]) =>
  `\uFEFF序列号,设备名称,设备型号,个性化,车队,备注\r\n${lines.join('\r\n')}\r\n`;

describe('previewImport', () => {
  it('builds the save request of a good row from labels or ids', () => {
    const preview = previewImport(
      file('VD2K000100,一号,VD-3000,定制,上海一队,"左侧,后备箱"', 'VD2K000101,二号,1,,,'),
      ctx,
    );
    expect(rowsOf(preview).map((r) => r.request)).toEqual([
      {
        serialNo: 'VD2K000100',
        name: '一号',
        model_number: 2,
        device_personalization: 1,
        fleetId: 11,
        remark: '左侧,后备箱',
      },
      { serialNo: 'VD2K000101', name: '二号', model_number: 1, device_personalization: 0 },
    ]);
    expect(rowsOf(preview).every((r) => r.problems.length === 0)).toBe(true);
  });

  it('marks every bad row with each of its reasons, and its line', () => {
    const preview = previewImport(
      file(
        'VD2K000200,好的,VD-2000,,,',
        ',无序列号,VD-2000,,,',
        'VD2K000200,重复,VD-2000,,,',
        'vd2k000001,已登记,VD-2000,,,',
        'VD2K000201,,VD-9,,火星车队,',
        'VD 2K,,,,,',
      ),
      ctx,
    );
    expect(rowsOf(preview).map((r) => [r.line, r.problems])).toEqual([
      [2, []],
      [3, ['缺少序列号']],
      [4, ['序列号与第 2 行重复']],
      [5, ['序列号已登记']],
      [6, ['缺少设备名称', '未知型号“VD-9”', '未知车队“火星车队”']],
      [7, ['序列号只能包含字母、数字、短横线与下划线', '缺少设备名称', '缺少设备型号']],
    ]);
    expect(
      rowsOf(preview)
        .filter((r) => r.request)
        .map((r) => r.line),
    ).toEqual([2]);
  });

  it('refuses a file without rows or without the required columns', () => {
    expect(previewImport('序列号,设备名称,设备型号\r\n', ctx)).toEqual({
      kind: 'problem',
      fileProblem: '文件中没有设备行',
    });
    expect(previewImport('', ctx)).toEqual({ kind: 'problem', fileProblem: '文件中没有设备行' });
    expect(previewImport('serial,name\r\nA,B\r\n', ctx)).toEqual({
      kind: 'problem',
      fileProblem: '缺少列：序列号、设备名称、设备型号',
    });
  });

  it('reads columns by their heads, in any order', () => {
    const preview = previewImport('设备型号,序列号,设备名称\nVD-2000,VD2K000300,三号\n', ctx);
    expect(rowsOf(preview)[0]?.request).toMatchObject({ serialNo: 'VD2K000300', model_number: 1 });
  });

  it('offers a template that reads back as one good example row', () => {
    const template = importTemplate({ model: 'VD-2000', fleet: '上海一队' });
    expect(parseCsv(template)[0]).toEqual([
      '序列号',
      '设备名称',
      '设备型号',
      '个性化',
      '车队',
      '备注',
    ]);
    const preview = previewImport(template, ctx);
    expect(rowsOf(preview)[0]?.problems).toEqual([]);
  });
});
