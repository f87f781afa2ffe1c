import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useListDevices } from '@/api/generated/endpoints/device-management/device-management';
import { SearchBox } from '@/components/data-table';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { configStrings as s } from '../strings';

/** Without a device in the URL: search the devices and pick one to configure. */
export function DeviceChooser() {
  const [keyword, setKeyword] = useState('');
  const query = useListDevices(
    { pageNo: 1, pageSize: 50, ...(keyword ? { keyword } : {}) },
    { query: { placeholderData: keepPreviousData } },
  );
  const devices = query.data?.data.list;
  return (
    <section aria-labelledby="device-chooser-title" className="flex max-w-3xl flex-col gap-3">
      <h2 id="device-chooser-title" className="text-base font-semibold text-slate-900">
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
                to="/device-management/device-configuration"
                search={{ deviceId: device.id }}
                aria-label={s.chooseDevice(device.serialNo)}
                className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600"
              >
                <span className="flex flex-col">
                  <span className="font-mono text-xs text-slate-900">{device.serialNo}</span>
                  <span className="text-slate-600">{device.name}</span>
                </span>
                <span className="text-xs text-slate-600">
                  {device.car ? s.carOf(device.car.plate, device.car.vin) : s.notInCar}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
