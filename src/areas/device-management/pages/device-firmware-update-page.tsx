import { FirmwareUpdateScreen } from '../firmware-update/firmware-update-screen';

export function DeviceFirmwareUpdatePage() {
  return <FirmwareUpdateScreen />;
}
