import { memo } from 'react';

import { GpsPathView } from '@/components/gps/gps-path-view';
import { prepareTraces } from '@/components/gps/prepare';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/format';
import { positionAt } from '@/lib/time-cursor';

import { timeAxisStrings as s } from './strings';
import { useCarGps } from './use-car-gps';

const HEIGHT = 340;
const none = prepareTraces([]);

interface GpsPanelProps {
  vin: string;
  /** The query's window. */
  window: { from: number; to: number };
  /** The cursor's time (or the hovered one). */
  time: number | null;
  brush: { from: number; to: number } | null;
  onHoverTime: (t: number | null) => void;
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
  const at = trace && time !== null ? positionAt(trace, time) : null;
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
          cursor={at}
          highlight={brush}
          onHoverTime={onHoverTime}
        />
        {trace && time !== null && (
          <p className="text-xs text-fg-muted tabular-nums" data-testid="gps-cursor-text">
            {at ? s.fixAtCursor(formatNumber(trace.speed[at.index], 1)) : s.noFixAtCursor}
          </p>
        )}
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
