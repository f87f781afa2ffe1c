import { getUserInfo } from '@/lib/storage';
import { type FormDraftState, useFormDraft } from '@/lib/use-form-draft';

import { parseForm, sameForm, type SigDictForm } from './form-model';

/** One draft per user and per route (add/0, edit/88 …). */
export const draftKey = (mode: 'add' | 'edit', id: number): string =>
  `sig-dict:${getUserInfo()?.id ?? 0}:${mode}:${id}`;

/**
 * The handle page's form state, kept in storage on every change (debounced) so a reload, a closed
 * tab or an expired session loses nothing. Comparing serializes the whole signal list, which the
 * shared hook does once per change of the form, not on every render.
 */
export const useSigDictDraft = (key: string, base: SigDictForm): FormDraftState<SigDictForm> =>
  useFormDraft(key, base, parseForm, sameForm);
