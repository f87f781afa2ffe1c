import { listMarkerRuleRecordsByIdsBodyLimits as limits } from '@/api/generated/limits';

import { markerStrings as s } from './strings';

/**
 * Record ids typed or pasted by a user: separated by commas (also full-width), spaces, tabs or
 * new lines; each a positive integer. Duplicates are dropped, the first order kept.
 */
export function parseIdList(text: string): { ids: number[]; error?: string } {
  const tokens = text.split(/[\s,，、;；]+/).filter((token) => token !== '');
  if (tokens.length === 0) return { ids: [], error: s.errors.idsRequired };
  const ids: number[] = [];
  for (const token of tokens) {
    const value = /^\d+$/.test(token) ? Number(token) : NaN;
    if (!Number.isSafeInteger(value) || value < 1) {
      return { ids: [], error: s.errors.idInvalid(token.slice(0, 20)) };
    }
    if (!ids.includes(value)) ids.push(value);
  }
  if (ids.length > limits.ids.maxItems)
    return { ids: [], error: s.errors.idsTooMany(limits.ids.maxItems) };
  return { ids };
}
