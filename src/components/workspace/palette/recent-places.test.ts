import { describe, expect, it } from 'vitest';

import { RECENT_PLACES_MAX, recentPlaces, recordPlace } from './recent-places';

describe('recent places', () => {
  it('keeps the newest first, one entry per screen path', () => {
    recordPlace(7, { href: '/dashboard', title: '数据看板' });
    recordPlace(7, { href: '/device-management/device-list', title: '设备列表' });
    recordPlace(7, { href: '/device-management/device-list?keyword=VD1', title: '设备列表' });
    expect(recentPlaces(7)).toEqual([
      { href: '/device-management/device-list?keyword=VD1', title: '设备列表' },
      { href: '/dashboard', title: '数据看板' },
    ]);
  });

  it('keeps the last ten places', () => {
    for (let id = 1; id <= 12; id += 1) {
      recordPlace(7, { href: `/monitoring/single-device-monitoring/${id}`, title: '单设备监控' });
    }
    const places = recentPlaces(7);
    expect(places).toHaveLength(RECENT_PLACES_MAX);
    expect(places[0]?.href).toBe('/monitoring/single-device-monitoring/12');
    expect(places.at(-1)?.href).toBe('/monitoring/single-device-monitoring/3');
  });

  it('keeps each user apart under their own key', () => {
    recordPlace(7, { href: '/dashboard', title: '数据看板' });
    recordPlace(8, { href: '/download', title: '下载中心' });
    expect(recentPlaces(7).map((p) => p.href)).toEqual(['/dashboard']);
    expect(recentPlaces(8).map((p) => p.href)).toEqual(['/download']);
    expect(localStorage.getItem('recent-places:8')).toContain('/download');
  });

  it('reads nothing from a broken or foreign value', () => {
    localStorage.setItem('recent-places:7', '{oops');
    expect(recentPlaces(7)).toEqual([]);
    localStorage.setItem(
      'recent-places:7',
      JSON.stringify([
        { href: 'https://elsewhere.example', title: 'x' },
        { href: '/download', title: '下载中心' },
        3,
      ]),
    );
    expect(recentPlaces(7)).toEqual([{ href: '/download', title: '下载中心' }]);
  });
});
