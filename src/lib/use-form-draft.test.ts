import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { getDraft } from './storage';
import { FORM_DRAFT_DEBOUNCE_MS, useFormDraft } from './use-form-draft';

interface Form {
  name: string;
}
const parse = (raw: unknown): Form | undefined =>
  typeof raw === 'object' && raw !== null && typeof (raw as Form).name === 'string'
    ? { name: (raw as Form).name }
    : undefined;
const same = (a: Form, b: Form) => a.name === b.name;
const base: Form = { name: '' };

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('useFormDraft', () => {
  it('keeps a change, offers it back on the next visit, and forgets it when discarded', () => {
    vi.useFakeTimers();
    const first = renderHook(() => useFormDraft('car-team:1:new:0', base, parse, same));
    act(() => first.result.current.setForm(() => ({ name: '上海试验三队' })));
    act(() => vi.advanceTimersByTime(FORM_DRAFT_DEBOUNCE_MS));
    expect(first.result.current.dirty).toBe(true);
    first.unmount();

    const second = renderHook(() => useFormDraft('car-team:1:new:0', base, parse, same));
    expect(second.result.current.offer?.form).toEqual({ name: '上海试验三队' });
    act(() => second.result.current.restore());
    expect(second.result.current.form).toEqual({ name: '上海试验三队' });
    expect(second.result.current.offer).toBeNull();
    second.unmount();

    const third = renderHook(() => useFormDraft('car-team:1:new:0', base, parse, same));
    expect(third.result.current.offer).not.toBeNull();
    act(() => third.result.current.discard());
    expect(getDraft('car-team:1:new:0')).toBeUndefined();
  });

  it('keeps drafts apart per key (user and route)', () => {
    vi.useFakeTimers();
    const edit = renderHook(() => useFormDraft('car-team:1:edit:12', base, parse, same));
    act(() => edit.result.current.setForm(() => ({ name: '改名' })));
    edit.unmount();
    const other = renderHook(() => useFormDraft('car-team:2:edit:12', base, parse, same));
    expect(other.result.current.offer).toBeNull();
    other.unmount();
  });
});
