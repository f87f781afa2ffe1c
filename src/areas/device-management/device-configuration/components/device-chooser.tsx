import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';

import { useListDevices } from '@/api/generated/endpoints/device-management/device-management';
import { chooserItemClass, ChooserPanel } from '@/components/ui/chooser-panel';

import { configStrings as s } from '../strings';

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

const route = getRouteApi('/_app/device-management/device-configuration');

/** Without a device in the URL: search the devices and pick one to configure. */
export function DeviceChooser() {
  const { keyword = '' } = route.useSearch();
  const navigate = route.useNavigate();
  // Replace, not push: each pause in typing searches, and Back should leave the screen.
  const setKeyword = (next: string) =>
    void navigate({ search: (prev) => ({ ...prev, keyword: next || undefined }), replace: true });
  const query = useListDevices(
    { pageNo: 1, pageSize: 50, ...(keyword ? { keyword } : {}) },
    { query: { placeholderData: keepPreviousData } },
  );
  return (
    <ChooserPanel
      text={text}
      keyword={keyword}
      onSearch={setKeyword}
      status={query.status}
      onRetry={() => void query.refetch()}
      items={query.data?.data.list}
      getKey={(device) => device.id}
      renderItem={(device) => (
        <Link
          to="/device-management/device-configuration"
          search={{ deviceId: device.id }}
          className={chooserItemClass}
        >
          <span className="sr-only">{s.chooseDevice}</span>
          <span className="flex flex-col">
            <span className="font-mono text-xs text-fg">{device.serialNo}</span>
            <span className="text-fg-muted">{device.name}</span>
          </span>
          <span className="text-xs text-fg-muted">
            {device.car ? s.carOf(device.car.plate, device.car.vin) : s.notInCar}
          </span>
        </Link>
      )}
    />
  );
}
