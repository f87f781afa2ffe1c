import type {
  AnnouncementLevel,
  AnnouncementSortBy,
  AnnouncementStatus,
} from '@/api/generated/model';
import { ListFilters, type ListSearch, type ListSearchState } from '@/components/data-table';

import { announcementStrings as s } from '../strings';

export interface AnnouncementSearch extends ListSearch<AnnouncementSortBy> {
  status?: AnnouncementStatus;
  level?: AnnouncementLevel;
}

/** The filters beside the keyword, which a reset clears. */
export const ANNOUNCEMENT_FILTERS = ['status', 'level'] as const;

const STATUSES = ['draft', 'published', 'withdrawn'] as const;
const LEVELS = ['normal', 'important', 'urgent'] as const;
const statuses = STATUSES.map((value) => ({ value, label: s.statusLabels[value] ?? value }));
const levels = LEVELS.map((value) => ({ value, label: s.levelLabels[value] ?? value }));

/** Search, status and level of announcements; all kept in the URL. */
export function AnnouncementFilters({
  list,
}: {
  list: ListSearchState<AnnouncementSearch, AnnouncementSortBy>;
}) {
  return (
    <ListFilters
      list={list}
      keyword={{ label: s.keyword, searchLabel: s.search, placeholder: s.searchPlaceholder }}
      choices={[
        {
          name: 'status',
          label: s.status,
          allLabel: s.allStatuses,
          options: statuses,
          className: 'w-32',
        },
        {
          name: 'level',
          label: s.level,
          allLabel: s.allLevels,
          options: levels,
          className: 'w-28',
        },
      ]}
    />
  );
}
