/** The area's screens: one lazily loaded chunk. */
export { DeviceListPage } from './pages/device-list-page';
export { DeviceConfigurationPage } from './pages/device-configuration-page';
export { DeviceFirmwareUpdatePage } from './pages/device-firmware-update-page';
