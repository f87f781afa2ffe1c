import { type KeyboardEvent, useCallback, useMemo, useReducer, useState } from 'react';

import { TraceChart } from '@/components/charts/trace/trace-chart';
import { filesIn, type TraceLane, type TraceModel } from '@/components/charts/trace/trace-model';
import { cursorKeyAction } from '@/components/time-axis/cursor-keys';
import { GpsPanel } from '@/components/time-axis/gps-panel';
import { ReplayBar } from '@/components/time-axis/replay-bar';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { formatDate, formatDateTime, formatHourMinute } from '@/lib/format';
import { useTimeCursor } from '@/lib/use-time-cursor';

import { useTrace } from '../hooks/use-trace';
import { noSelection, selectionReducer } from '../model/selection';
import { brushSearch, type TimeAxisSearch, type TraceRequest } from '../search';
import { testingCheckStrings as s } from '../strings';
import { BrushActions, MAX_DOWNLOAD } from './brush-actions';
import { GapList } from './gap-list';
import { LaneLabel } from './lane-label';
import { MarkerList } from './marker-list';
import { SelectionLine } from './selection-line';

const renderLane = (lane: TraceLane) => <LaneLabel lane={lane} />;
const NO_WINDOW = { from: 0, to: 0 };
type Brush = { from: number; to: number } | null;

/** A brushed window as the selection keeps it: its ids listed only while they can be downloaded together. */
const brushed = (model: TraceModel, brush: { from: number; to: number }) =>
  ({ type: 'brush', brush, files: filesIn(model, brush.from, brush.to, MAX_DOWNLOAD) }) as const;

/** A brush as the URL writes it, to the second. */
const inUrl = (brush: Brush): string => {
  const { brushStart, brushEnd } = brushSearch(brush);
  return `${brushStart ?? ''}/${brushEnd ?? ''}`;
};

interface TracePanelProps {
  request: TraceRequest;
  brushMode: boolean;
  /** The brushed window and the cursor of the URL. */
  axis: TimeAxisSearch;
  /** A new brush (kept in history) or none. */
  onBrushChange: (brush: Brush) => void;
  /** A cursor to keep in the URL (replacing the entry: the cursor moves often). */
  onCursorCommit: (t: number) => void;
}

/**
 * The trace of the query: loading, failure with retry, nothing found, or the chart with the car's
 * GPS path beside it, one cursor across both, replay, and the lists of markers and gaps.
 */
export function TracePanel({
  request,
  brushMode,
  axis,
  onBrushChange,
  onCursorCommit,
}: TracePanelProps) {
  const trace = useTrace(request.body);
  const [selection, dispatch] = useReducer(selectionReducer, noSelection);
  const model = trace.data?.data;
  const { start, end } = request.range;
  const window = useMemo(
    () => (start && end ? { from: start.getTime(), to: end.getTime() } : NO_WINDOW),
    [start, end],
  );
  const cursor = useTimeCursor({
    window,
    replayWindow: selection.brush,
    initial: axis.cursor,
    onCommit: onCursorCommit,
  });

  // The URL's brush (a shared link, back and forward) becomes the selection once the lanes are in.
  const urlBrush = axis.brush ? `${axis.brush.from}-${axis.brush.to}` : null;
  const [adopted, setAdopted] = useState<string | null>(null);
  if (model && urlBrush !== adopted) {
    setAdopted(urlBrush);
    // The URL only echoing the window just brushed (to the second) keeps the brush as drawn.
    if (axis.brush) {
      if (inUrl(axis.brush) !== inUrl(selection.brush)) dispatch(brushed(model, axis.brush));
    } else if (selection.brush) dispatch({ type: 'clear' });
  }

  const selectedFiles = useMemo(() => new Set(selection.fileIds), [selection.fileIds]);
  const onBrush = useCallback(
    (brush: Brush) => {
      if (!brush || !model) dispatch({ type: 'clear' });
      else dispatch(brushed(model, brush));
      // Escape with nothing brushed changes nothing, and leaves history alone.
      if (brush || selection.brush) onBrushChange(brush && model ? brush : null);
    },
    [model, selection.brush, onBrushChange],
  );
  const onSelectFile = useCallback(
    (id: number) => {
      dispatch({ type: 'file', id });
      if (selection.brush) onBrushChange(null);
    },
    [selection.brush, onBrushChange],
  );
  const { moveTo } = cursor;
  const onSelectMarker = useCallback(
    (id: number) => {
      dispatch({ type: 'marker', id });
      if (selection.brush) onBrushChange(null);
      const at = model ? model.markers.ids.indexOf(id) : -1;
      if (model && at >= 0) moveTo(model.markers.time[at] ?? 0);
    },
    [model, moveTo, selection.brush, onBrushChange],
  );
  const onChartKey = (event: KeyboardEvent<HTMLDivElement>): boolean =>
    cursorKeyAction(cursor, event);

  if (!request.body || !request.bounds) return <EmptyState title={s.chooseCar} />;
  if (trace.isError) {
    return (
      <Alert
        title={s.loadFailed}
        onRetry={() => void trace.refetch()}
        retryLabel={s.retry}
        retrying={trace.isFetching}
      >
        {trace.error.message}
      </Alert>
    );
  }
  if (!model) return <Spinner label={s.loading} />;
  if (model.count === 0 && model.markers.time.length === 0) return <EmptyState title={s.noTrace} />;

  const bounds = { from: request.bounds.start.getTime(), to: request.bounds.end.getTime() };
  const ports = model.lanes.map((lane) => lane.key);
  const day = formatDate(window.from);
  return (
    <div className="flex flex-col gap-3" aria-busy={trace.isFetching}>
      <div className="grid gap-3 xl:grid-cols-[minmax(0,1fr)_minmax(18rem,26rem)]">
        <div className="flex min-w-0 flex-col gap-3">
          <TraceChart
            key={`${bounds.from}-${bounds.to}-${request.body.vin}`}
            model={model}
            bounds={bounds}
            brush={selection.brush}
            brushMode={brushMode}
            selectedMarker={selection.markerId}
            selectedFiles={selectedFiles}
            onBrush={onBrush}
            onSelectFile={onSelectFile}
            onSelectMarker={onSelectMarker}
            formatTime={formatDateTime}
            formatTick={formatHourMinute}
            renderLane={renderLane}
            markerRowLabel={s.markers}
            cursorSource={cursor.shown}
            onHoverTime={cursor.hover}
            onPickTime={moveTo}
            onKeyAction={onChartKey}
            keysHint={s.chartKeys}
          />
          <ReplayBar cursor={cursor} window={selection.brush ?? window} />
          <SelectionLine model={model} selection={selection} onClear={() => onBrush(null)} />
          {selection.fileCount > 0 && (
            <BrushActions
              vin={request.body.vin}
              ports={ports}
              window={selection.brush}
              fileIds={selection.fileIds}
              fileCount={selection.fileCount}
            />
          )}
        </div>
        <GpsPanel
          vin={request.body.vin}
          window={window}
          time={cursor.shown}
          brush={selection.brush}
          onHoverTime={cursor.hover}
        />
      </div>
      <div className="grid gap-3 lg:grid-cols-2">
        <MarkerList
          markers={model.markers}
          window={selection.brush}
          selected={selection.markerId}
          onSelect={onSelectMarker}
        />
        <GapList
          lanes={model.lanes}
          vin={request.body.vin}
          day={day}
          cursor={cursor.cursor}
          onSelect={moveTo}
        />
      </div>
    </div>
  );
}
