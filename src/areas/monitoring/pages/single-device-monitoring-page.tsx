// Kept as a page: it turns the route's optional device id into the chooser or that device's feed.
import { DeviceChooser } from '../single-device/device-chooser';
import { DeviceMonitor } from '../single-device/device-monitor';

export interface SingleDeviceMonitoringPageProps {
  /** The device being watched; without it the user picks one. */
  deviceId?: number;
}

/** Single-device monitoring: a chooser, or the chosen device's ports live (keyed so a new device starts clean). */
export function SingleDeviceMonitoringPage({ deviceId }: SingleDeviceMonitoringPageProps) {
  return deviceId === undefined ? (
    <DeviceChooser />
  ) : (
    <DeviceMonitor key={deviceId} deviceId={deviceId} />
  );
}
