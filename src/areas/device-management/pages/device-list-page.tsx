import { DeviceListScreen } from '../device-list/device-list-screen';

export function DeviceListPage() {
  return <DeviceListScreen />;
}
