import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';

import { useListMonitorDevices } from '@/api/generated/endpoints/monitoring/monitoring';
import { chooserItemClass, ChooserPanel, useUrlKeyword } from '@/components/ui/chooser-panel';
import { cn } from '@/lib/class-names';

import { monitoringStrings as s } from '../strings';

const route = getRouteApi('/_app/monitoring/single-device-monitoring/');

/** Without a device in the URL: search the devices (online first) and pick one to watch. */
export function DeviceChooser() {
  const [keyword, setKeyword] = useUrlKeyword(route.useSearch(), route.useNavigate());
  const query = useListMonitorDevices(
    { limit: 50, ...(keyword ? { keyword } : {}) },
    { query: { placeholderData: keepPreviousData } },
  );
  return (
    <ChooserPanel
      text={s.chooser}
      keyword={keyword}
      onSearch={setKeyword}
      query={query}
      items={query.data?.data}
      getKey={(device) => device.id}
      renderItem={(device) => (
        <Link
          to="/monitoring/single-device-monitoring/$id"
          params={{ id: device.id }}
          className={chooserItemClass}
        >
          <span className="sr-only">{s.chooseDevice}</span>
          <span className="flex flex-col">
            <span className="font-mono text-xs text-fg">{device.serialNo}</span>
            <span className="text-fg-muted">{device.name}</span>
          </span>
          <span className="flex items-center gap-3 text-xs text-fg-muted">
            <span>{device.plate ?? s.notInCar}</span>
            <span className={cn(device.online ? 'text-success-text' : 'text-fg-subtle')}>
              {device.online ? s.online : s.offline}
            </span>
          </span>
        </Link>
      )}
    />
  );
}
