import { ScreenPlaceholder } from '@/components/layout/screen-placeholder';
import { monitoringStrings as s } from '../strings';

export interface SingleDeviceMonitoringPageProps {
  /** The device being watched; without it the user picks one. */
  deviceId?: number;
}

export function SingleDeviceMonitoringPage({ deviceId }: SingleDeviceMonitoringPageProps) {
  const description =
    deviceId === undefined ? s.singleDeviceMonitoring : s.singleDeviceMonitoringDevice(deviceId);
  return <ScreenPlaceholder title={s.notBuilt} description={description} />;
}
