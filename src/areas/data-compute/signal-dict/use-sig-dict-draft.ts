import { getUserInfo } from '@/lib/storage';

/** One draft per user and per route (add/0, edit/88 …). */
export const draftKey = (mode: 'add' | 'edit', id: number): string =>
  `sig-dict:${getUserInfo()?.id ?? 0}:${mode}:${id}`;
