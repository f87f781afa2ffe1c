import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { getDraft, removeDraft, setDraft } from './storage';

/** How long typing may pause before the draft is written (and at the latest on leaving). */
export const FORM_DRAFT_DEBOUNCE_MS = 400;

export interface StoredFormDraft<F> {
  savedAt: string;
  form: F;
}

/** A stored draft, if it is still one this form can read. */
export const readFormDraft = <F>(
  key: string,
  parse: (raw: unknown) => F | undefined,
): StoredFormDraft<F> | undefined => {
  const value = getDraft(key);
  if (typeof value !== 'object' || value === null) return undefined;
  const { savedAt, form } = value as { savedAt?: unknown; form?: unknown };
  const parsed = parse(form);
  return parsed && typeof savedAt === 'string' ? { savedAt, form: parsed } : undefined;
};

export interface FormDraftState<F> {
  form: F;
  setForm: (update: (current: F) => F) => void;
  /** The form differs from what was loaded (or from an empty one). */
  dirty: boolean;
  /** A draft left from an earlier visit, offered back until restored or discarded. */
  offer: StoredFormDraft<F> | null;
  restore: () => void;
  discard: () => void;
  /** After a save: forget the draft for good. */
  clear: () => void;
}

/**
 * A form's state kept in storage under `key` (per user and route) on every change, debounced, so
 * a reload, a closed tab or an expired session loses nothing; the session's keys exclude drafts.
 */
export function useFormDraft<F>(
  key: string,
  base: F,
  parse: (raw: unknown) => F | undefined,
  same: (a: F, b: F) => boolean,
): FormDraftState<F> {
  const [offer, setOffer] = useState<StoredFormDraft<F> | null>(() => {
    const stored = readFormDraft(key, parse);
    if (!stored) return null;
    if (same(stored.form, base)) {
      removeDraft(key);
      return null;
    }
    return stored;
  });
  const [form, setFormState] = useState(base);
  const dirty = useMemo(() => !same(form, base), [form, base, same]);
  const done = useRef(false);
  const pending = useRef<(() => void) | null>(null);

  const write = useCallback(
    (next: F, isDirty: boolean) => {
      if (done.current) return;
      if (isDirty) setDraft(key, { savedAt: new Date().toISOString(), form: next });
      else removeDraft(key);
    },
    [key],
  );

  // While an old draft is on offer nothing is written, so it cannot be overwritten unanswered.
  useEffect(() => {
    if (offer) return;
    const flush = () => {
      pending.current = null;
      write(form, dirty);
    };
    pending.current = flush;
    const timer = window.setTimeout(flush, FORM_DRAFT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [form, dirty, offer, write]);

  // Leaving (route change, reload, closed tab) writes what the debounce still holds.
  useEffect(() => {
    const flushNow = () => pending.current?.();
    window.addEventListener('pagehide', flushNow);
    window.addEventListener('beforeunload', flushNow);
    return () => {
      window.removeEventListener('pagehide', flushNow);
      window.removeEventListener('beforeunload', flushNow);
      flushNow();
    };
  }, []);

  const setForm = useCallback((update: (current: F) => F) => setFormState(update), []);

  return {
    form,
    setForm,
    dirty,
    offer,
    restore: () => {
      if (offer) setFormState(offer.form);
      setOffer(null);
    },
    discard: () => {
      removeDraft(key);
      setOffer(null);
    },
    clear: () => {
      done.current = true;
      pending.current = null;
      removeDraft(key);
    },
  };
}
