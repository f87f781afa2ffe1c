import type {
  Announcement,
  AnnouncementAudience,
  AnnouncementLevel,
  AnnouncementSaveRequest,
} from '@/api/generated/model';
import type { FormRules } from '@/components/forms/use-contract-form';
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

/** What the contract cannot say: the tags of a tagged audience, a window ending after it starts. */
export const announcementRules: FormRules<AnnouncementValues> = (v) => ({
  userTagIds: v.audience === 'userTags' && v.userTagIds.length === 0 && s.chooseTags,
  start: v.start !== null && v.end !== null && rangeProblem(v.start, v.end),
});

const iso = (d: Date | null) => (d ? d.toISOString().replace(/\.\d{3}Z$/, 'Z') : null);

export const toRequest = (v: AnnouncementValues): AnnouncementSaveRequest => ({
  title: v.title.trim(),
  // Markup showing no text is no content: the contract then asks for it.
  content: htmlToText(v.content) === '' ? '' : v.content,
  level: v.level,
  audience: v.audience,
  userTagIds: v.audience === 'userTags' ? v.userTagIds : [],
  startAt: iso(v.start),
  endAt: iso(v.end),
});
