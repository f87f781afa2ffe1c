import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useState } from 'react';

import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';

import { usePortOptions } from '../shared/use-port-options';
import { TestCheckPanel } from './components/test-check-panel';
import { TracePanel } from './components/trace-panel';
import { TraceQueryForm } from './components/trace-query-form';
import {
  brushSearch,
  cursorSearch,
  queryOf,
  type TestingCheckSearch,
  timeAxisOf,
  traceRequest,
} from './search';
import { testingCheckStrings as s } from './strings';

const route = getRouteApi('/_app/data-manager/testing-check');

/** Testing check: a car's data trace over a window, the gaps per port, and that day's check results. */
export function TestingCheckScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [brushMode, setBrushMode] = useState(false);
  const request = traceRequest(search);
  const setSearch = (next: TestingCheckSearch) => void navigate({ search: next });
  const { start, end } = request.range;
  const range = start && end ? { from: start.getTime(), to: end.getTime() } : null;
  const axis = timeAxisOf(search, range);
  // The brush is a step back can undo; the cursor moves often, so it replaces its entry.
  const onBrushChange = useCallback(
    (brush: { from: number; to: number } | null) =>
      void navigate({ search: (prev) => ({ ...prev, ...brushSearch(brush) }) }),
    [navigate],
  );
  const onCursorCommit = useCallback(
    (t: number) =>
      void navigate({
        search: (prev) => ({ ...prev, ...cursorSearch(Math.round(t / 1000) * 1000) }),
        replace: true,
      }),
    [navigate],
  );
  const day = request.range.start ? formatDate(request.range.start) : null;
  const ports = usePortOptions(search.portType ? [search.portType] : []);

  return (
    <div className="flex flex-col gap-4 p-4">
      <TraceQueryForm
        key={JSON.stringify(queryOf(search))}
        initial={{ ...request.range, vin: search.vin ?? '', portType: search.portType ?? '' }}
        ports={ports}
        urlProblem={request.problem}
        onSubmit={setSearch}
        onReset={() => setSearch({})}
      />
      <div className="grid gap-4 2xl:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-label={s.title} className="flex min-w-0 flex-col gap-2">
          <div className="flex items-center gap-2">
            <Button
              size="sm"
              variant={brushMode ? 'default' : 'outline'}
              aria-pressed={brushMode}
              onClick={() => setBrushMode((on) => !on)}
            >
              {s.brushMode}
            </Button>
          </div>
          <TracePanel
            request={request}
            brushMode={brushMode}
            axis={axis}
            onBrushChange={onBrushChange}
            onCursorCommit={onCursorCommit}
          />
        </section>
        {request.body && day && <TestCheckPanel vin={request.body.vin} day={day} />}
      </div>
    </div>
  );
}
