import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';

import { failureText } from '@/api/errors';
import {
  useGetDevice,
  useGetDevicePortConfig,
} from '@/api/generated/endpoints/device-management/device-management';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import { ConfigEditor } from './components/config-editor';
import { DeviceChooser } from './components/device-chooser';
import { formFromServer } from './port-model';
import { configStrings as s } from './strings';

const route = getRouteApi('/_app/device-management/device-configuration');

/** Device configuration: the device in the URL, or a chooser when there is none. */
export function DeviceConfigurationScreen() {
  const { deviceId } = route.useSearch();
  if (deviceId === undefined) return <DeviceChooser />;
  return <DeviceConfiguration key={deviceId} deviceId={deviceId} />;
}

function DeviceConfiguration({ deviceId }: { deviceId: number }) {
  const device = useGetDevice({ id: deviceId });
  const config = useGetDevicePortConfig({ deviceId });
  // Each save starts the form again from what the server now holds.
  const [saves, setSaves] = useState(0);
  if (device.isPending || config.isPending) return <Spinner label={s.loading} />;
  if (device.isError || config.isError) {
    const error = device.isError ? device.error : config.error;
    const what = device.isError ? s.deviceFailed : s.configFailed;
    // The reason (a device that does not exist, a server error …) and a way on: again, or another device.
    return (
      <Alert>
        {s.failedWith(what, failureText(error, null))}
        <Button
          size="sm"
          className="ml-3"
          onClick={() => void Promise.all([device.refetch(), config.refetch()])}
        >
          {s.retry}
        </Button>
        <Link
          to="/device-management/device-configuration"
          search={{}}
          className="ml-3 text-sm text-primary-text hover:underline"
        >
          {s.switchDevice}
        </Link>
      </Alert>
    );
  }
  const current = device.data.data;
  return (
    <div className="flex flex-col gap-4">
      <dl className="flex flex-wrap items-end gap-x-8 gap-y-2 rounded-md border border-border-muted bg-surface px-4 py-3 text-sm">
        <div>
          <dt className="text-xs text-fg-subtle">{s.serialNo}</dt>
          <dd className="font-mono text-fg">{current.serialNo}</dd>
        </div>
        <div>
          <dt className="text-xs text-fg-subtle">{s.deviceName}</dt>
          <dd className="break-all text-fg">{current.name}</dd>
        </div>
        <div>
          <dt className="text-xs text-fg-subtle">{s.car}</dt>
          <dd className="text-fg">
            {current.car ? s.carOf(current.car.plate, current.car.vin) : s.notInCar}
          </dd>
        </div>
        <Link
          to="/device-management/device-configuration"
          search={{}}
          className="ml-auto text-sm text-primary-text hover:underline"
        >
          {s.switchDevice}
        </Link>
      </dl>
      <ConfigEditor
        key={saves}
        device={current}
        onSaved={() => setSaves((count) => count + 1)}
        base={formFromServer(config.data.data, current.device_personalization)}
      />
    </div>
  );
}
