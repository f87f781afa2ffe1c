import { describe, expect, it } from 'vitest';

import { AuthorityCode } from '@/api/generated/model';

import { matchScreens, normalizeQuery, paletteScreens } from './match';

const every = Object.values(AuthorityCode);
const titles = (text: string, held = every) =>
  matchScreens(paletteScreens(held), text).map((s) => s.title);

describe('palette screen matcher', () => {
  it('finds a screen by its Chinese name, whole or in part', () => {
    expect(titles('设备列表')[0]).toBe('设备列表');
    expect(titles('列表')).toEqual(['设备列表', '固件列表']);
  });

  it('finds a screen by its pinyin initials', () => {
    expect(titles('sblb')).toEqual(['设备列表']);
    expect(titles('SBLB ')).toEqual(['设备列表']);
    expect(titles('gjlb')).toEqual(['固件列表']);
  });

  it('ranks a whole or leading match before a match inside', () => {
    // 设备 starts 设备列表, 设备配置 and 设备升级 and sits inside 单设备监控.
    expect(titles('设备')).toEqual(['设备列表', '设备配置', '设备升级', '单设备监控']);
    // sj: initials starting so (数据看板, 设备升级 ...) before those holding it inside.
    const sj = titles('sj');
    expect(sj.indexOf('数据看板')).toBeLessThan(sj.indexOf('原始数据'));
    expect(sj[0]).toBe('数据看板');
  });

  it('finds a screen without Han characters by its letters, in any case', () => {
    expect(titles('ecu')).toEqual(['ECU']);
  });

  it('falls back to the area a screen belongs to', () => {
    expect(titles('主数据')).toEqual(['车队', '车型', '车辆', '试验员', 'ECU']);
  });

  it('offers only the screens the user may see', () => {
    expect(titles('sb', ['device:config'])).toEqual(['设备配置']);
    expect(titles('sblb', ['dashboard:view'])).toEqual([]);
    expect(titles('', ['dashboard:view', 'download:view'])).toEqual(['数据看板', '下载中心']);
  });

  it('matches nothing for text no screen holds', () => {
    expect(titles('zzzz')).toEqual([]);
  });

  it('normalizes what was typed', () => {
    expect(normalizeQuery('  S B LB ')).toBe('sblb');
  });
});
