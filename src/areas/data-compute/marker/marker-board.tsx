import { useMemo, useState } from 'react';

import { failureText } from '@/api/errors';
import { RoutePending } from '@/components/layout/route-pending';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DeferredMount } from '@/components/ui/deferred-mount';
import { cn } from '@/lib/class-names';
import { formatDateTime } from '@/lib/format';
import { lazyAreaPage } from '@/lib/lazy-area';

import { type BoardInterval, boardRequest, boardSeries } from './board-series';
import type { MarkerSearch } from './search';
import { markerStrings as s } from './strings';
import { useMarkerBoard } from './use-marker-board';

const CHART_HEIGHT = 240;

// The screen's first paint is its filters and list: the board's chart, with the chart library,
// loads once the page is idle, its height reserved meanwhile; the board's data is asked for at once.
const BoardChart = lazyAreaPage(
  () => import('./marker-board-chart'),
  (module) => module.MarkerBoardChart,
);

export interface MarkerBoardProps {
  search: MarkerSearch;
  onIntervalChange: (interval: BoardInterval) => void;
}

/** Hit board (rule_rcd/board): hits per rule per hour or day, following the list's filters. */
export function MarkerBoard({ search, onIntervalChange }: MarkerBoardProps) {
  const interval: BoardInterval = search.interval ?? 'day';
  const [anchor, setAnchor] = useState(() => Date.now());
  const request = useMemo(() => boardRequest(search, interval, anchor), [search, interval, anchor]);
  const board = useMarkerBoard(request);
  const series = useMemo(() => boardSeries(board.data), [board.data]);

  return (
    <section
      aria-labelledby="marker-board-title"
      className="flex flex-col gap-3 rounded-lg border border-border-muted bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-col">
          <h2 id="marker-board-title" className="text-base font-medium text-fg">
            {s.board}
          </h2>
          <p className="text-xs text-fg-subtle">
            {s.boardWindow(formatDateTime(request.startTime), formatDateTime(request.endTime))}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <div
            role="group"
            aria-label={s.boardInterval}
            className="inline-flex rounded-md border border-border"
          >
            {(['hour', 'day'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={interval === value}
                onClick={() => onIntervalChange(value)}
                className={cn(
                  'h-8 px-3 text-xs first:rounded-s-md last:rounded-e-md focus-visible:outline-2 focus-visible:outline-focus',
                  interval === value
                    ? 'bg-primary text-fg-inverse'
                    : 'bg-surface text-fg-label hover:bg-surface-muted',
                )}
              >
                {value === 'hour' ? s.byHour : s.byDay}
              </button>
            ))}
          </div>
          <Button
            size="sm"
            onClick={() => setAnchor(Date.now())}
            pending={board.status === 'pending'}
          >
            {s.boardRefresh}
          </Button>
        </div>
      </div>
      {board.status === 'error' ? (
        <Alert title={s.boardFailed} onRetry={board.retry}>
          {failureText(board.error, null)}
        </Alert>
      ) : (
        <div aria-busy={board.status === 'pending' || undefined}>
          <div className="min-w-0" style={{ minHeight: CHART_HEIGHT }}>
            <DeferredMount idle fallback={<RoutePending />}>
              <BoardChart series={series} interval={interval} height={CHART_HEIGHT} />
            </DeferredMount>
          </div>
        </div>
      )}
    </section>
  );
}
