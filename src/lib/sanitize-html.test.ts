import { describe, expect, it } from 'vitest';

import { htmlToText, sanitizeHtml } from './sanitize-html';

const render = (html: string): HTMLElement => {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
};

describe('sanitizeHtml', () => {
  it('keeps the editor markup: paragraphs, emphasis, lists and web links', () => {
    const host = render(
      '<p><strong>停机</strong> <em>维护</em></p><ul><li>一</li></ul><a href="https://vdaq.cn/a">帮助</a>',
    );
    expect(host.querySelector('strong')?.textContent).toBe('停机');
    expect(host.querySelector('em')).not.toBeNull();
    expect(host.querySelector('li')?.textContent).toBe('一');
    const link = host.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://vdaq.cn/a');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('leaves no script, no on* handler and no javascript: or data: URL', () => {
    const hostile = [
      '<script>window.__pwned = 1</script>',
      '<img src=x onerror="window.__pwned = 1">',
      '<svg onload="window.__pwned = 1"><circle/></svg>',
      '<a href="javascript:window.__pwned=1">点我</a>',
      '<a href=" JaVaScRiPt:alert(1)">二</a>',
      '<a href="data:text/html,<script>alert(1)</script>">三</a>',
      '<p onclick="alert(1)" style="position:fixed">文字</p>',
      '<iframe src="https://evil.example"></iframe>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    ].join('');
    const host = render(hostile);
    expect(host.querySelector('script, img, svg, iframe, style, math')).toBeNull();
    for (const element of host.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith('on')).toBe(false);
        expect(attribute.name).not.toBe('style');
      }
    }
    for (const link of host.querySelectorAll('a')) expect(link.hasAttribute('href')).toBe(false);
    expect(host.textContent).toContain('文字');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('gives the plain text for lists and exports', () => {
    expect(htmlToText('<p>一</p><p>二 <script>x</script></p>')).toBe('一二');
  });
});
