import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

import { contentSecurityPolicy, themeScriptHash } from './headers.ts';

const html = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');
const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
  (match) => match[1] ?? '',
);
const hashOf = (source: string) =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

describe('the CSP and index.html', () => {
  it('allows index.html’s inline theme script by its hash, and no other inline script', () => {
    expect(inlineScripts).toHaveLength(1);
    expect(hashOf(inlineScripts[0] ?? '')).toBe(themeScriptHash);
    const scriptSrc = contentSecurityPolicy.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${themeScriptHash}`);
  });
});
