import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getDraft, getUserInfo, removeDraft, setDraft } from '@/lib/storage';
import { parseForm, sameForm, type SigDictForm } from './form-model';

/** How long typing may pause before the draft is written (and at the latest on leaving). */
export const DRAFT_DEBOUNCE_MS = 400;

export interface StoredDraft {
  savedAt: string;
  form: SigDictForm;
}

/** One draft per user and per route (add/0, edit/88 …). */
export const draftKey = (mode: 'add' | 'edit', id: number): string =>
  `sig-dict:${getUserInfo()?.id ?? 0}:${mode}:${id}`;

export const readStoredDraft = (key: string): StoredDraft | undefined => {
  const value = getDraft(key);
  if (typeof value !== 'object' || value === null) return undefined;
  const { savedAt, form } = value as { savedAt?: unknown; form?: unknown };
  const parsed = parseForm(form);
  return parsed && typeof savedAt === 'string' ? { savedAt, form: parsed } : undefined;
};

export interface SigDictDraftState {
  form: SigDictForm;
  setForm: (update: (current: SigDictForm) => SigDictForm) => void;
  /** The form differs from what was loaded (or from an empty one). */
  dirty: boolean;
  /** A draft left from an earlier visit, offered back until restored or discarded. */
  offer: StoredDraft | null;
  restore: () => void;
  discard: () => void;
  /** After a save: forget the draft for good. */
  clear: () => void;
}

/**
 * The handle page's form state, kept in storage on every change (debounced) so a reload, a closed
 * tab or an expired session loses nothing; the session's storage keys do not include drafts.
 */
export function useSigDictDraft(key: string, base: SigDictForm): SigDictDraftState {
  const [offer, setOffer] = useState<StoredDraft | null>(() => {
    const stored = readStoredDraft(key);
    if (!stored) return null;
    if (sameForm(stored.form, base)) {
      removeDraft(key);
      return null;
    }
    return stored;
  });
  const [form, setFormState] = useState(base);
  // Comparing serializes the whole signal list: once per change of the form, not on every render.
  const dirty = useMemo(() => !sameForm(form, base), [form, base]);
  const done = useRef(false);
  const pending = useRef<(() => void) | null>(null);

  const write = useCallback(
    (next: SigDictForm, isDirty: boolean) => {
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
    const timer = window.setTimeout(flush, DRAFT_DEBOUNCE_MS);
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

  const setForm = useCallback((update: (current: SigDictForm) => SigDictForm) => {
    setFormState(update);
  }, []);

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
