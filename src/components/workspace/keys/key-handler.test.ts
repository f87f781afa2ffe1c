import { afterEach, describe, expect, it, vi } from 'vitest';

import { AuthorityCode } from '@/api/generated/model';

import { areaLetters, areaTarget, type KeyCommand, keysFor } from './key-bindings';
import { chordOf, createKeyHandler } from './key-handler';

const every = Object.values(AuthorityCode);

function listen(held: readonly AuthorityCode[] = every) {
  const run = vi.fn<(command: KeyCommand) => void>();
  const handler = createKeyHandler({ bindings: () => keysFor(held), run });
  document.addEventListener('keydown', handler);
  detach = () => document.removeEventListener('keydown', handler);
  return run;
}
let detach = () => undefined as void;
afterEach(() => {
  detach();
  document.body.innerHTML = '';
});

const press = (init: KeyboardEventInit, target: EventTarget = document.body) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

describe('chordOf', () => {
  it('writes a press as the bindings do', () => {
    expect(
      chordOf({
        key: 'g',
        code: 'KeyG',
        ctrlKey: false,
        metaKey: false,
        altKey: false,
        shiftKey: false,
      }),
    ).toBe('g');
    expect(
      chordOf({
        key: '?',
        code: 'Slash',
        ctrlKey: false,
        metaKey: false,
        altKey: false,
        shiftKey: true,
      }),
    ).toBe('?');
    expect(
      chordOf({
        key: 'k',
        code: 'KeyK',
        ctrlKey: true,
        metaKey: false,
        altKey: false,
        shiftKey: false,
      }),
    ).toBe('Mod+k');
    expect(
      chordOf({
        key: 'k',
        code: 'KeyK',
        ctrlKey: false,
        metaKey: true,
        altKey: false,
        shiftKey: false,
      }),
    ).toBe('Mod+k');
    expect(
      chordOf({
        key: '∑',
        code: 'KeyW',
        ctrlKey: false,
        metaKey: false,
        altKey: true,
        shiftKey: false,
      }),
    ).toBe('Alt+w');
    expect(
      chordOf({
        key: 'W',
        code: 'KeyW',
        ctrlKey: false,
        metaKey: false,
        altKey: true,
        shiftKey: true,
      }),
    ).toBe('Alt+Shift+w');
    expect(
      chordOf({
        key: 'G',
        code: 'KeyG',
        ctrlKey: false,
        metaKey: false,
        altKey: false,
        shiftKey: true,
      }),
    ).toBe('Shift+g');
    expect(
      chordOf({
        key: 'Control',
        code: 'ControlLeft',
        ctrlKey: true,
        metaKey: false,
        altKey: false,
        shiftKey: false,
      }),
    ).toBeNull();
  });
});

describe('the key handler', () => {
  it('opens the palette with Ctrl+K or ⌘K, and the key list with ?', () => {
    const run = listen();
    const event = press({ key: 'k', code: 'KeyK', ctrlKey: true });
    expect(run).toHaveBeenLastCalledWith({ kind: 'palette' });
    expect(event.defaultPrevented).toBe(true);
    press({ key: 'k', code: 'KeyK', metaKey: true });
    expect(run).toHaveBeenCalledTimes(2);
    press({ key: '?', code: 'Slash', shiftKey: true });
    expect(run).toHaveBeenLastCalledWith({ kind: 'key-list' });
  });

  it('goes to an area with g then its letter', () => {
    const run = listen();
    press({ key: 'g', code: 'KeyG' });
    expect(run).not.toHaveBeenCalled();
    press({ key: 's', code: 'KeyS' });
    expect(run).toHaveBeenCalledWith({ kind: 'go', area: '/device-management' });
  });

  it('does nothing for a letter alone, a g-sequence broken by another key, or an unknown letter', () => {
    const run = listen();
    press({ key: 's', code: 'KeyS' });
    press({ key: 'g', code: 'KeyG' });
    press({ key: 'q', code: 'KeyQ' });
    press({ key: 's', code: 'KeyS' });
    expect(run).not.toHaveBeenCalled();
  });

  it('starts over when g is pressed twice', () => {
    const run = listen();
    press({ key: 'g', code: 'KeyG' });
    press({ key: 'g', code: 'KeyG' });
    press({ key: 'd', code: 'KeyD' });
    expect(run).toHaveBeenCalledWith({ kind: 'go', area: '/dashboard' });
  });

  it('lets a g-sequence lapse after a pause', () => {
    vi.useFakeTimers();
    try {
      const run = listen();
      press({ key: 'g', code: 'KeyG' });
      vi.advanceTimersByTime(5_000);
      press({ key: 's', code: 'KeyS' });
      expect(run).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('ignores keys typed in a field, editable text or a dialog', () => {
    const run = listen();
    const input = document.createElement('input');
    const area = document.createElement('textarea');
    const select = document.createElement('select');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const inDialog = document.createElement('button');
    dialog.append(inDialog);
    document.body.append(input, area, select, editable, dialog);
    for (const target of [input, area, select, editable, inDialog]) {
      press({ key: 'k', code: 'KeyK', ctrlKey: true }, target);
      press({ key: '?', code: 'Slash', shiftKey: true }, target);
      press({ key: 'g', code: 'KeyG' }, target);
      press({ key: 'd', code: 'KeyD' }, target);
    }
    expect(run).not.toHaveBeenCalled();
  });

  it('ignores presses another handler took and modifiers a key does not name', () => {
    const run = listen();
    const taken = new KeyboardEvent('keydown', { key: '?', bubbles: true, cancelable: true });
    taken.preventDefault();
    document.body.dispatchEvent(taken);
    press({ key: 'k', code: 'KeyK', ctrlKey: true, shiftKey: true });
    press({ key: 'k', code: 'KeyK', altKey: true, ctrlKey: true });
    press({ key: 'k', code: 'KeyK' });
    press({ key: '?', code: 'Slash', ctrlKey: true });
    press({ key: 'g', code: 'KeyG', ctrlKey: true });
    press({ key: 'd', code: 'KeyD' });
    press({ key: 'g', code: 'KeyG' });
    press({ key: 'D', code: 'KeyD', shiftKey: true });
    expect(run).not.toHaveBeenCalled();
  });

  it('leaves the search key to the screens that have a search box', () => {
    const run = listen();
    expect(press({ key: '/', code: 'Slash' }).defaultPrevented).toBe(false);
    expect(run).not.toHaveBeenCalled();
  });

  it('asks the tab bar to close and reopen tabs with Alt+W and Alt+Shift+W', () => {
    const run = listen();
    // With Option on macOS the key types another character: the key's place counts.
    expect(press({ key: '∑', code: 'KeyW', altKey: true }).defaultPrevented).toBe(true);
    expect(run).toHaveBeenLastCalledWith({ kind: 'tab', action: 'close' });
    press({ key: 'W', code: 'KeyW', altKey: true, shiftKey: true });
    expect(run).toHaveBeenLastCalledWith({ kind: 'tab', action: 'reopen' });
    // Not while typing.
    const field = document.createElement('input');
    document.body.append(field);
    press({ key: 'w', code: 'KeyW', altKey: true }, field);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('goes only to areas the user may see', () => {
    const run = listen(['device:config']);
    press({ key: 'g', code: 'KeyG' });
    press({ key: 'd', code: 'KeyD' });
    expect(run).not.toHaveBeenCalled();
    press({ key: 'g', code: 'KeyG' });
    press({ key: 's', code: 'KeyS' });
    expect(run).toHaveBeenCalledWith({ kind: 'go', area: '/device-management' });
    expect(areaTarget('/device-management', ['device:config'])).toBe(
      '/device-management/device-configuration',
    );
  });
});

describe('the list of keys', () => {
  it('has one distinct letter for every area of the menu', () => {
    const letters = Object.values(areaLetters);
    expect(new Set(letters).size).toBe(letters.length);
    const go = keysFor(every).filter((key) => key.section === 'go');
    expect(go).toHaveLength(letters.length);
    expect(go.map((key) => key.label)).toContain('前往数据看板');
  });

  it('lists every key once, the tab keys included', () => {
    const ids = keysFor(every).map((key) => key.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining(['palette', 'key-list', 'search', 'close-tab', 'reopen-tab']),
    );
  });
});
