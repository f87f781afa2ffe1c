/** The area's screens: one lazily loaded chunk. */
export { DeviceListScreen } from './device-list/device-list-screen';
export { DeviceConfigurationScreen } from './device-configuration/device-configuration-screen';
export { FirmwareUpdateScreen } from './firmware-update/firmware-update-screen';
