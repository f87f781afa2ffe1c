/** The area's screens: one lazily loaded chunk. */
export { GlobalMonitoringPage } from './pages/global-monitoring-page';
export { SingleDeviceMonitoringPage } from './pages/single-device-monitoring-page';
