/** The area's screens: one lazily loaded chunk. */
export { FirmwareListScreen } from './list/firmware-list-screen';
