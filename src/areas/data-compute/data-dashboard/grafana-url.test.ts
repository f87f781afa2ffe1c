import { describe, expect, it } from 'vitest';

import { dashboardUrlError, safeDashboardUrl } from './grafana-url';

describe('dashboard URL guard', () => {
  it('lets only absolute http and https addresses through', () => {
    expect(safeDashboardUrl('https://grafana.vdaq.cn/d/x?orgId=1')).toBe(
      'https://grafana.vdaq.cn/d/x?orgId=1',
    );
    expect(safeDashboardUrl(' http://10.0.0.5:3000/d/y ')).toBe('http://10.0.0.5:3000/d/y');
    for (const hostile of [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://grafana.vdaq.cn/d/x',
      '//grafana.vdaq.cn/d/x',
      '/d/x',
      '',
      null,
      42,
    ]) {
      expect(safeDashboardUrl(hostile), String(hostile)).toBeNull();
    }
  });

  it('names what is wrong with a typed address', () => {
    expect(dashboardUrlError('')).toBe('请填写仪表盘地址');
    expect(dashboardUrlError('grafana.vdaq.cn/d/x')).toBe('请填写有效的网址');
    expect(dashboardUrlError('javascript:alert(1)')).toBe('只能填写 http 或 https 地址');
    expect(dashboardUrlError(`https://g.cn/${'a'.repeat(2048)}`)).toBe('地址不能超过 2048 个字符');
    expect(dashboardUrlError('https://grafana.vdaq.cn/d/x')).toBeUndefined();
  });
});
