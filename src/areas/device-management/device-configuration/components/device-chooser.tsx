import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';

import { useListDevices } from '@/api/generated/endpoints/device-management/device-management';
import { chooserItemClass, ChooserPanel, useUrlKeyword } from '@/components/ui/chooser-panel';

import { configStrings as s } from '../strings';

const route = getRouteApi('/_app/device-management/device-configuration');

/** Without a device in the URL: search the devices and pick one to configure. */
export function DeviceChooser() {
  const [keyword, setKeyword] = useUrlKeyword(route.useSearch(), route.useNavigate());
  const query = useListDevices(
    { pageNo: 1, pageSize: 50, ...(keyword ? { keyword } : {}) },
    { query: { placeholderData: keepPreviousData } },
  );
  return (
    <ChooserPanel
      text={s.chooser}
      keyword={keyword}
      onSearch={setKeyword}
      query={query}
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
