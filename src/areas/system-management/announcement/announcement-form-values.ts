import type {
  Announcement,
  AnnouncementAudience,
  AnnouncementLevel,
  AnnouncementSaveRequest,
} from '@/api/generated/model';
import { saveAnnouncementBodyLimits as limits } from '@/api/generated/limits';
import { rangeProblem } from '@/lib/date-text';
import { htmlToText } from '@/lib/sanitize-html';
import { announcementStrings as s } from './strings';

export interface AnnouncementValues {
  title: string;
  content: string;
  level: AnnouncementLevel;
  audience: AnnouncementAudience;
  userTagIds: number[];
  start: Date | null;
  end: Date | null;
}

export type AnnouncementField = 'title' | 'userTagIds' | 'window' | 'content';
export const FIELD_ORDER: readonly AnnouncementField[] = ['title', 'userTagIds', 'content'];

export const emptyValues: AnnouncementValues = {
  title: '',
  content: '',
  level: 'normal',
  audience: 'all',
  userTagIds: [],
  start: null,
  end: null,
};

const date = (text: string | null) => (text ? new Date(text) : null);

export const valuesOf = (a: Announcement): AnnouncementValues => ({
  title: a.title,
  content: a.content,
  level: a.level,
  audience: a.audience,
  userTagIds: a.userTags.map((t) => t.id),
  start: date(a.startAt),
  end: date(a.endAt),
});

export function validateAnnouncement(
  v: AnnouncementValues,
): Partial<Record<AnnouncementField, string>> {
  const errors: Partial<Record<AnnouncementField, string>> = {};
  if (v.title.trim() === '') errors.title = s.required(s.title);
  else if (v.title.length > limits.title.maxLength)
    errors.title = s.tooLong(s.title, limits.title.maxLength);
  if (htmlToText(v.content) === '') errors.content = s.required(s.content);
  else if (v.content.length > limits.content.maxLength)
    errors.content = s.tooLong(s.content, limits.content.maxLength);
  if (v.audience === 'userTags' && v.userTagIds.length === 0) errors.userTagIds = s.chooseTags;
  const window = v.start && v.end ? rangeProblem(v.start, v.end) : null;
  if (window) errors.window = window;
  return errors;
}

const iso = (d: Date | null) => (d ? d.toISOString().replace(/\.\d{3}Z$/, 'Z') : null);

export const toRequest = (v: AnnouncementValues): AnnouncementSaveRequest => ({
  title: v.title.trim(),
  content: v.content,
  level: v.level,
  audience: v.audience,
  userTagIds: v.audience === 'userTags' ? v.userTagIds : [],
  startAt: iso(v.start),
  endAt: iso(v.end),
});
