import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';

import { useListMonitorDevices } from '@/api/generated/endpoints/monitoring/monitoring';
import { chooserItemClass, ChooserPanel } from '@/components/ui/chooser-panel';
import { cn } from '@/lib/class-names';

import { monitoringStrings as s } from '../strings';

const text = {
  title: s.chooseTitle,
  hint: s.chooseHint,
  searchLabel: s.searchLabel,
  searchPlaceholder: s.searchPlaceholder,
  loading: s.loading,
  failed: s.devicesFailed,
  retry: s.retry,
  empty: s.noDevices,
  emptyHint: s.noDevicesHint,
  listLabel: s.devicesLabel,
};

const route = getRouteApi('/_app/monitoring/single-device-monitoring/');

/** Without a device in the URL: search the devices (online first) and pick one to watch. */
export function DeviceChooser() {
  const { keyword = '' } = route.useSearch();
  const navigate = route.useNavigate();
  // Replace, not push: each pause in typing searches, and Back should leave the screen.
  const setKeyword = (next: string) =>
    void navigate({ search: (prev) => ({ ...prev, keyword: next || undefined }), replace: true });
  const query = useListMonitorDevices(
    { limit: 50, ...(keyword ? { keyword } : {}) },
    { query: { placeholderData: keepPreviousData } },
  );
  return (
    <ChooserPanel
      text={text}
      keyword={keyword}
      onSearch={setKeyword}
      status={query.status}
      onRetry={() => void query.refetch()}
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
            <span className={cn(device.online ? 'text-emerald-800' : 'text-fg-subtle')}>
              {device.online ? s.online : s.offline}
            </span>
          </span>
        </Link>
      )}
    />
  );
}
