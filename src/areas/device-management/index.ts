/** The area's screens: one lazily loaded chunk. */
export { DeviceConfigurationScreen } from './device-configuration/device-configuration-screen';
export { DeviceListScreen } from './device-list/device-list-screen';
export { FirmwareUpdateScreen } from './firmware-update/firmware-update-screen';
