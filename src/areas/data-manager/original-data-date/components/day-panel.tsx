import { failureText } from '@/api/errors';
import { useListOriFilesByDate } from '@/api/generated/endpoints/data-manager/data-manager';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatBytes } from '@/lib/format';

import { type DateScreenSearch, dayParams } from '../search';
import { originalDataDateStrings as s } from '../strings';
import { DayFileList } from './day-file-list';

interface DayPanelProps {
  day: string;
  search: DateScreenSearch;
  onClose: () => void;
}

/** The files of one day, every car matching the filters. */
export function DayPanel({ day, search, onClose }: DayPanelProps) {
  const query = useListOriFilesByDate(dayParams(search, day));
  // Files that started the day before and ran past midnight belong to that day's group.
  const groups = (query.data?.data.list ?? []).filter((group) => group.date === day);
  const files = groups.flatMap((group) => group.files);
  const total = groups.reduce((sum, group) => sum + group.totalSize, 0);
  return (
    <section aria-label={s.dayTitle(day)} className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <h2 className="text-base font-medium text-fg-soft">
          {s.dayTitle(day)}
          {query.isSuccess ? (
            <span className="ml-2 text-sm font-normal text-fg-muted">
              {s.daySummary(files.length, formatBytes(total))}
            </span>
          ) : null}
        </h2>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {s.closeDay}
        </Button>
      </div>
      {query.isError ? (
        <Alert onRetry={() => void query.refetch()}>{failureText(query.error, null)}</Alert>
      ) : query.isPending ? (
        <div aria-busy="true" className="h-32 animate-pulse rounded-md bg-surface-hover" />
      ) : (
        <DayFileList day={day} files={files} />
      )}
    </section>
  );
}
