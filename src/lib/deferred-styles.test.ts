import { describe, expect, it } from 'vitest';

import { deferredStylesReady } from './deferred-styles';

const deferredLink = () => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.media = 'print';
  link.setAttribute('data-deferred-style', '');
  return link;
};

describe('deferredStylesReady', () => {
  it('waits for a deferred sheet to arrive, then switches it on for the screen', async () => {
    const root = document.createElement('div');
    const link = deferredLink();
    root.append(link);
    let ready = false;
    const waiting = deferredStylesReady(root).then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    expect(link.media).toBe('print');
    link.dispatchEvent(new Event('load'));
    await waiting;
    expect(link.media).toBe('all');
  });

  it('does not hold the app back when a sheet fails to load', async () => {
    const root = document.createElement('div');
    const link = deferredLink();
    root.append(link);
    const waiting = deferredStylesReady(root);
    link.dispatchEvent(new Event('error'));
    await expect(waiting).resolves.toBeUndefined();
  });

  it('resolves at once when nothing was deferred (development)', async () => {
    await expect(deferredStylesReady(document.createElement('div'))).resolves.toBeUndefined();
  });
});
