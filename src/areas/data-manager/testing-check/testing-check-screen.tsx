import { getRouteApi } from '@tanstack/react-router';
import { format } from 'date-fns';
import { useState } from 'react';

import { Button } from '@/components/ui/button';

import { usePortOptions } from '../shared/use-port-options';
import { TestCheckPanel } from './components/test-check-panel';
import { TracePanel } from './components/trace-panel';
import { TraceQueryForm } from './components/trace-query-form';
import { type TestingCheckSearch, traceRequest } from './search';
import { testingCheckStrings as s } from './strings';

const route = getRouteApi('/_app/data-manager/testing-check');

/** Testing check: a car's data trace over a window, the gaps per port, and that day's check results. */
export function TestingCheckScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [brushMode, setBrushMode] = useState(false);
  const request = traceRequest(search);
  const setSearch = (next: TestingCheckSearch) => void navigate({ search: next });
  const day = request.range.start ? format(request.range.start, 'yyyy-MM-dd') : null;
  const ports = usePortOptions(search.portType ? [search.portType] : []);

  return (
    <div className="flex flex-col gap-4 p-4">
      <TraceQueryForm
        key={JSON.stringify(search)}
        initial={{ ...request.range, vin: search.vin ?? '', portType: search.portType ?? '' }}
        ports={ports}
        urlProblem={request.problem}
        onSubmit={setSearch}
        onReset={() => setSearch({})}
      />
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
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
          <TracePanel request={request} brushMode={brushMode} />
        </section>
        {request.body && day && <TestCheckPanel vin={request.body.vin} day={day} />}
      </div>
    </div>
  );
}
