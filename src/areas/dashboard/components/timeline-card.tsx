import { memo } from 'react';

import type { IdName } from '@/api/generated/model';
import { FilterField } from '@/components/data-table/list-filters';
import { Button } from '@/components/ui/button';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { formatNumber } from '@/lib/format';
import { fields } from '@/strings/common';

import type { TimeRange } from '../dates';
import type { DashboardFilters, TimelineType } from '../filters';
import { useTimeline } from '../hooks/use-dashboard-data';
import { TIMELINE_PAGE_SIZE } from '../search';
import { dashboardStrings as s } from '../strings';
import { DashboardCard } from './dashboard-card';
import { MultiSelect } from './multi-select';
import { RangeFields } from './range-fields';
import { TimelineRows } from './timeline-rows';

export interface TimelineCardProps {
  filters: DashboardFilters;
  className?: string;
  cars: readonly IdName[];
  onTypeChange: (type: TimelineType) => void;
  onCarsChange: (cars: number[]) => void;
  onRangeChange: (range: TimeRange) => void;
  onPageChange: (page: number) => void;
}

const types: readonly TimelineType[] = ['day', 'week', 'month'];
const isType = (value: string): value is TimelineType => types.some((t) => t === value);

/** Timeline: when each car was tested in the period, ten cars per page. */
export function TimelineCard(props: TimelineCardProps) {
  const { filters, cars, onTypeChange, onCarsChange, onRangeChange, onPageChange, className } =
    props;
  const query = useTimeline(filters);
  const page = query.data;
  const { type, range } = filters.timeline;
  const pages = Math.max(1, Math.ceil((page?.total ?? 0) / TIMELINE_PAGE_SIZE));
  const current = filters.timeline.page;

  return (
    <DashboardCard
      className={className}
      title={s.timeline}
      filters={
        <>
          <TimelineTypeField value={type} onChange={onTypeChange} />
          <MultiSelect
            label={fields.car}
            options={cars}
            value={filters.timeline.cars}
            onChange={onCarsChange}
            allText={s.allCars}
          />
          <RangeFields value={range} onChange={onRangeChange} />
        </>
      }
      status={query.status}
      error={query.error}
      empty={page !== undefined && page.list.length === 0 && current === 1}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      fetching={query.isPlaceholderData}
      bodyHeight={440}
    >
      {page ? (
        <div className="flex h-full flex-col justify-between gap-2">
          <TimelineRows cars={page.list} range={range} interval={type === 'day' ? 'hour' : 'day'} />
          <nav
            aria-label={s.timeline}
            className="flex items-center justify-end gap-2 text-sm text-fg-muted"
          >
            <span>
              {s.pager(
                formatNumber(current, 0),
                formatNumber(pages, 0),
                formatNumber(page.total, 0),
              )}
            </span>
            <Button
              size="sm"
              variant="ghost"
              disabled={current <= 1}
              onClick={() => onPageChange(current - 1)}
            >
              {s.previousPage}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={current >= pages}
              onClick={() => onPageChange(current + 1)}
            >
              {s.nextPage}
            </Button>
          </nav>
        </div>
      ) : null}
    </DashboardCard>
  );
}

/** Day, week or month; its own component so that a new answer of the card leaves it alone. */
const TimelineTypeField = memo(function TimelineTypeField({
  value,
  onChange,
}: {
  value: TimelineType;
  onChange: (type: TimelineType) => void;
}) {
  return (
    <FilterField label={s.timelineType}>
      <Select value={value} onValueChange={(next) => isType(next) && onChange(next)}>
        <SelectTrigger aria-label={s.timelineType} className="w-20">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {types.map((t) => (
            <SelectItem key={t} value={t}>
              {s.timelineTypes[t]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FilterField>
  );
});
