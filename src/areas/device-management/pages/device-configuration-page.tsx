import { DeviceConfigurationScreen } from '../device-configuration/device-configuration-screen';

export function DeviceConfigurationPage() {
  return <DeviceConfigurationScreen />;
}
