import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';

import { failureText } from '@/api/errors';
import { useListOriFilesByDate } from '@/api/generated/endpoints/data-manager/data-manager';
import { Alert } from '@/components/ui/alert';
import { MonthPicker } from '@/components/ui/date-picker';
import { parseDateText } from '@/lib/date-text';
import { formatBytes, formatMonth } from '@/lib/format';

import { FileFilters } from '../original-data/components/file-filters';
import type { FileFilterPatch } from '../original-data/search';
import { DayPanel } from './components/day-panel';
import { MonthCalendar } from './components/month-calendar';
import { aggregateDays } from './day-aggregation';
import { monthOf, monthParams } from './search';
import { originalDataDateStrings as s } from './strings';

const route = getRouteApi('/_app/data-manager/original-data-date');

/** Original data by date: a month of files and volume per day and car; a day opens its files. */
export function OriginalDataDateScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const month = monthOf(search);
  const query = useListOriFilesByDate(monthParams(search), {
    query: { placeholderData: keepPreviousData },
  });
  const days = aggregateDays(query.data?.data.list ?? []);
  const totals = [...days.values()];
  const count = totals.reduce((sum, day) => sum + day.fileCount, 0);
  const bytes = totals.reduce((sum, day) => sum + day.totalSize, 0);

  // The shared filters also name keyword, status and time, which this view does not have.
  const setFilters = (patch: FileFilterPatch) => {
    const kept = Object.fromEntries(
      Object.entries(patch).filter(([key]) => ['carTeamId', 'vin', 'portType'].includes(key)),
    );
    void navigate({ search: (prev) => ({ ...prev, ...kept }) });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <MonthPicker
          label={s.month}
          required
          className="w-40"
          value={parseDateText('month', month)}
          onValueChange={(value) =>
            void navigate({
              search: (prev) => ({
                ...prev,
                month: value ? formatMonth(value) : undefined,
                day: undefined,
              }),
            })
          }
        />
        <FileFilters compact search={search} onChange={setFilters} />
      </div>
      {query.isError ? (
        <Alert onRetry={() => void query.refetch()}>{failureText(query.error, null)}</Alert>
      ) : query.isPending ? (
        <div aria-busy="true" className="h-96 animate-pulse rounded-lg bg-surface-hover" />
      ) : (
        <>
          <p role="status" className="text-sm text-fg-muted">
            {count > 0 ? s.monthTotal(count, formatBytes(bytes), days.size) : s.monthEmpty}
          </p>
          <MonthCalendar
            month={month}
            days={days}
            openDay={search.day}
            onOpen={(day) => void navigate({ search: (prev) => ({ ...prev, day }) })}
          />
        </>
      )}
      {search.day ? (
        <DayPanel
          day={search.day}
          search={search}
          onClose={() => void navigate({ search: (prev) => ({ ...prev, day: undefined }) })}
        />
      ) : null}
    </div>
  );
}
