/** The area's screens: one lazily loaded chunk. */
export { GlobalMonitoringScreen } from './global/global-monitoring-screen';
export { SingleDeviceMonitoringPage } from './pages/single-device-monitoring-page';
