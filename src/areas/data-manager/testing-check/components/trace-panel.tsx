import { format } from 'date-fns';
import { useCallback, useMemo, useReducer } from 'react';

import { TraceChart } from '@/components/charts/trace/trace-chart';
import { spansIn, type TraceLane } from '@/components/charts/trace/trace-model';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';

import { useTrace } from '../hooks/use-trace';
import { noSelection, selectionReducer } from '../model/selection';
import type { TraceRequest } from '../search';
import { testingCheckStrings as s } from '../strings';
import { BrushActions } from './brush-actions';
import { LaneLabel } from './lane-label';
import { MarkerList } from './marker-list';
import { SelectionLine } from './selection-line';

const formatTime = (t: number) => format(t, 'yyyy-MM-dd HH:mm:ss');
const formatTick = (t: number) => format(t, 'HH:mm');
const renderLane = (lane: TraceLane) => <LaneLabel lane={lane} />;

interface TracePanelProps {
  request: TraceRequest;
  brushMode: boolean;
}

/** The trace of the query: loading, failure with retry, nothing found, or the chart and its actions. */
export function TracePanel({ request, brushMode }: TracePanelProps) {
  const trace = useTrace(request.body);
  const [selection, dispatch] = useReducer(selectionReducer, noSelection);
  const model = trace.data?.data;
  const selectedFiles = useMemo(() => new Set(selection.fileIds), [selection.fileIds]);
  const onBrush = useCallback(
    (brush: { from: number; to: number } | null) => {
      if (!brush || !model) return dispatch({ type: 'clear' });
      dispatch({ type: 'brush', brush, fileIds: spansIn(model, null, brush.from, brush.to) });
    },
    [model],
  );
  const onSelectFile = useCallback((id: number) => dispatch({ type: 'file', id }), []);
  const onSelectMarker = useCallback((id: number) => dispatch({ type: 'marker', id }), []);

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
  return (
    <div className="flex flex-col gap-3" aria-busy={trace.isFetching}>
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
        formatTime={formatTime}
        formatTick={formatTick}
        renderLane={renderLane}
        markerRowLabel={s.markers}
      />
      <SelectionLine
        model={model}
        selection={selection}
        onClear={() => dispatch({ type: 'clear' })}
      />
      {selection.fileIds.length > 0 && (
        <BrushActions
          vin={request.body.vin}
          ports={ports}
          window={selection.brush}
          fileIds={selection.fileIds}
        />
      )}
      <MarkerList
        markers={model.markers}
        window={selection.brush}
        selected={selection.markerId}
        onSelect={onSelectMarker}
      />
    </div>
  );
}
