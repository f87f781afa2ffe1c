import { SearchBox } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { SelectItem } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-field';
import type { AnnouncementLevel, AnnouncementStatus } from '@/api/generated/model';
import { announcementStrings as s } from '../strings';

export interface AnnouncementSearch {
  keyword?: string;
  status?: AnnouncementStatus;
  level?: AnnouncementLevel;
}

const ALL = 'all';
const STATUSES = ['draft', 'published', 'withdrawn'] as const;
const LEVELS = ['normal', 'important', 'urgent'] as const;

/** Search, status and level of announcements; all kept in the URL. */
export function AnnouncementFilters(props: {
  search: AnnouncementSearch;
  onChange: (patch: AnnouncementSearch) => void;
}) {
  const { search, onChange } = props;
  const filtered = Boolean(search.keyword || search.status || search.level);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchBox
        className="w-64"
        label={s.search}
        placeholder={s.searchPlaceholder}
        value={search.keyword ?? ''}
        onSearch={(keyword) => onChange({ keyword: keyword.trim() || undefined })}
      />
      <SelectField
        label={s.status}
        className="w-32"
        value={search.status ?? ALL}
        onValueChange={(next) => onChange({ status: STATUSES.find((v) => v === next) })}
      >
        <SelectItem value={ALL}>{s.allStatuses}</SelectItem>
        {STATUSES.map((v) => (
          <SelectItem key={v} value={v}>
            {s.statusLabels[v]}
          </SelectItem>
        ))}
      </SelectField>
      <SelectField
        label={s.level}
        className="w-28"
        value={search.level ?? ALL}
        onValueChange={(next) => onChange({ level: LEVELS.find((v) => v === next) })}
      >
        <SelectItem value={ALL}>{s.allLevels}</SelectItem>
        {LEVELS.map((v) => (
          <SelectItem key={v} value={v}>
            {s.levelLabels[v]}
          </SelectItem>
        ))}
      </SelectField>
      <Button
        size="sm"
        disabled={!filtered}
        onClick={() => onChange({ keyword: undefined, status: undefined, level: undefined })}
      >
        {s.reset}
      </Button>
    </div>
  );
}
