import { getUserInfo } from '@/lib/storage';
import { type FormDraftState, useFormDraft } from '@/lib/use-form-draft';

import { type ConfigForm, parseForm, sameForm } from './port-model';

/** One draft per user and per device. */
export const draftKey = (deviceId: number): string =>
  `device-config:${getUserInfo()?.id ?? 0}:${deviceId}`;

/**
 * The configuration being edited, kept in storage on every change (debounced) so a reload, a
 * closed tab or an expired session loses nothing; "dirty" is measured against the server's copy.
 */
export const useConfigDraft = (key: string, base: ConfigForm): FormDraftState<ConfigForm> =>
  useFormDraft(key, base, parseForm, sameForm);
