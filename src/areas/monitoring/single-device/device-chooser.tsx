import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useListMonitorDevices } from '@/api/generated/endpoints/monitoring/monitoring';
import { SearchBox } from '@/components/data-table';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { monitoringStrings as s } from '../strings';

/** Without a device in the URL: search the devices (online first) and pick one to watch. */
export function DeviceChooser() {
  const [keyword, setKeyword] = useState('');
  const query = useListMonitorDevices(
    { limit: 50, ...(keyword ? { keyword } : {}) },
    { query: { placeholderData: keepPreviousData } },
  );
  const devices = query.data?.data;
  return (
    <section aria-labelledby="monitor-chooser-title" className="flex max-w-3xl flex-col gap-3">
      <h2 id="monitor-chooser-title" className="text-base font-semibold text-slate-900">
        {s.chooseTitle}
      </h2>
      <p className="text-sm text-slate-600">{s.chooseHint}</p>
      <SearchBox
        label={s.searchLabel}
        placeholder={s.searchPlaceholder}
        value={keyword}
        onSearch={setKeyword}
        className="w-80"
      />
      {query.isPending ? <Spinner label={s.loading} /> : null}
      {query.isError ? (
        <Alert>
          {s.devicesFailed}
          <Button size="sm" className="ml-3" onClick={() => void query.refetch()}>
            {s.retry}
          </Button>
        </Alert>
      ) : null}
      {devices && devices.length === 0 ? (
        <EmptyState title={s.noDevices} description={s.noDevicesHint} />
      ) : null}
      {devices && devices.length > 0 ? (
        <ul
          aria-label={s.devicesLabel}
          className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white"
        >
          {devices.map((device) => (
            <li key={device.id}>
              <Link
                to="/monitoring/single-device-monitoring/$id"
                params={{ id: device.id }}
                aria-label={s.chooseDevice(device.serialNo)}
                className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600"
              >
                <span className="flex flex-col">
                  <span className="font-mono text-xs text-slate-900">{device.serialNo}</span>
                  <span className="text-slate-600">{device.name}</span>
                </span>
                <span className="flex items-center gap-3 text-xs text-slate-600">
                  <span>{device.plate ?? s.notInCar}</span>
                  <span className={cn(device.online ? 'text-emerald-800' : 'text-slate-500')}>
                    {device.online ? s.online : s.offline}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
