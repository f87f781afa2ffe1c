import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getDraft, getUserInfo, removeDraft, setDraft } from '@/lib/storage';
import { parseForm, sameForm, type ConfigForm } from './port-model';

/** How long editing may pause before the draft is written (and at the latest on leaving). */
export const DRAFT_DEBOUNCE_MS = 400;

export interface StoredDraft {
  savedAt: string;
  form: ConfigForm;
}

/** One draft per user and per device. */
export const draftKey = (deviceId: number): string =>
  `device-config:${getUserInfo()?.id ?? 0}:${deviceId}`;

export const readStoredDraft = (key: string): StoredDraft | undefined => {
  const value = getDraft(key);
  if (typeof value !== 'object' || value === null) return undefined;
  const { savedAt, form } = value as { savedAt?: unknown; form?: unknown };
  const parsed = parseForm(form);
  return parsed && typeof savedAt === 'string' ? { savedAt, form: parsed } : undefined;
};

export interface ConfigDraftState {
  form: ConfigForm;
  setForm: (update: (current: ConfigForm) => ConfigForm) => void;
  /** The form differs from what the server holds. */
  dirty: boolean;
  /** A draft left from an earlier visit, offered back until restored or discarded. */
  offer: StoredDraft | null;
  restore: () => void;
  discard: () => void;
}

/**
 * The form state, kept in storage on every change (debounced) so a reload, a closed tab or an
 * expired session loses nothing (clearSession keeps draft keys). `base` is what the server holds;
 * after a save it becomes the saved form, the form is no longer dirty and the draft is removed.
 */
export function useConfigDraft(key: string, base: ConfigForm): ConfigDraftState {
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
  const dirty = useMemo(() => !sameForm(form, base), [form, base]);
  const pending = useRef<(() => void) | null>(null);

  // While an old draft is on offer nothing is written, so it cannot be overwritten unanswered.
  useEffect(() => {
    if (offer) return;
    const flush = () => {
      pending.current = null;
      if (dirty) setDraft(key, { savedAt: new Date().toISOString(), form });
      else removeDraft(key);
    };
    pending.current = flush;
    const timer = window.setTimeout(flush, DRAFT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [form, dirty, offer, key]);

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

  const setForm = useCallback((update: (current: ConfigForm) => ConfigForm) => {
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
  };
}
