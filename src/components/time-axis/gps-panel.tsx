import { memo, useCallback } from 'react';

import { GpsCursorDot, GpsPathView } from '@/components/gps/gps-path-view';
import { type PreparedTrace, prepareTraces } from '@/components/gps/prepare';
import type { Viewport } from '@/components/gps/projection';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/format';
import { positionAt } from '@/lib/time-cursor';
import { type TimeSource, useSourceTime } from '@/lib/use-time-cursor';

import { timeAxisStrings as s } from './strings';
import { useCarGps } from './use-car-gps';

const HEIGHT = 340;
const none = prepareTraces([]);

interface GpsPanelProps {
  vin: string;
  /** The query's window. */
  window: { from: number; to: number };
  /** The cursor's time (or the hovered one), as it changes. */
  time: TimeSource;
  brush: { from: number; to: number } | null;
  onHoverTime: (t: number | null) => void;
}

/** The car at the time of the source, drawn on its own as the time changes. */
function CursorMarker({
  source,
  trace,
  viewport,
}: {
  source: TimeSource;
  trace: PreparedTrace;
  viewport: Viewport;
}) {
  const time = useSourceTime(source);
  const at = time === null ? null : positionAt(trace, time);
  return at ? <GpsCursorDot at={at} viewport={viewport} /> : null;
}

/** The car's speed at the time of the source, or that it had no fix then. */
function CursorFix({ source, trace }: { source: TimeSource; trace: PreparedTrace }) {
  const time = useSourceTime(source);
  if (time === null) return null;
  const at = positionAt(trace, time);
  return (
    <p className="text-xs text-fg-muted tabular-nums" data-testid="gps-cursor-text">
      {at ? s.fixAtCursor(formatNumber(trace.speed[at.index], 1)) : s.noFixAtCursor}
    </p>
  );
}

/**
 * The car's path over the window beside the lanes: where it was at the cursor's time (nothing
 * inside a gap of fixes), the brushed stretch drawn over the path, the hovered fix's time reported.
 */
export const GpsPanel = memo(function GpsPanel({
  vin,
  window,
  time,
  brush,
  onHoverTime,
}: GpsPanelProps) {
  const { cars, gps, unknownCar } = useCarGps(vin, window);
  const prepared = gps.data?.prepared ?? (unknownCar ? none : null);
  const trace = prepared?.traces[0];
  const cursorLayer = useCallback(
    (viewport: Viewport) =>
      trace ? <CursorMarker source={time} trace={trace} viewport={viewport} /> : null,
    [time, trace],
  );
  const failed = cars.isError ? cars : gps.isError ? gps : null;

  let body;
  if (failed) {
    body = (
      <Alert
        title={s.loadFailed}
        onRetry={() => void failed.refetch()}
        retryLabel={s.retry}
        retrying={failed.isFetching}
      >
        {failed.error?.message}
      </Alert>
    );
  } else if (!prepared) {
    body = (
      <div style={{ height: HEIGHT }} className="flex items-center justify-center">
        <Spinner label={s.gpsLoading} />
      </div>
    );
  } else {
    body = (
      <>
        <GpsPathView
          prepared={prepared}
          height={HEIGHT}
          ariaLabel={s.gpsView}
          cursorLayer={cursorLayer}
          highlight={brush}
          onHoverTime={onHoverTime}
        />
        {trace && <CursorFix source={time} trace={trace} />}
      </>
    );
  }

  return (
    <section aria-label={s.gpsView} className="flex min-w-0 flex-col gap-2">
      <h3 className="text-sm font-medium">{s.gpsView}</h3>
      {body}
    </section>
  );
});
