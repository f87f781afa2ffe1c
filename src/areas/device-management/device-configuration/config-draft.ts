import { getDraft, getUserInfo, removeDraft } from '@/lib/storage';

import { type ConfigForm, parseForm, sameForm } from './port-model';

/** One draft per user and per device. */
export const draftKey = (deviceId: number): string =>
  `device-config:${getUserInfo()?.id ?? 0}:${deviceId}`;

/** A draft of another shape, or one holding nothing the server lacks, is not offered. */
export const dropStaleDraft = (key: string, base: ConfigForm): void => {
  const stored: unknown = getDraft(key);
  if (typeof stored !== 'object' || stored === null) return;
  const form = parseForm((stored as { form?: unknown }).form);
  if (!form || sameForm(form, base)) removeDraft(key);
};
