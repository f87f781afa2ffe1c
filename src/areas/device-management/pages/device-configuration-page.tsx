import { ScreenPlaceholder } from '@/components/layout/screen-placeholder';
import { deviceManagementStrings as s } from '../strings';

export function DeviceConfigurationPage() {
  return <ScreenPlaceholder title={s.notBuilt} description={s.deviceConfiguration} />;
}
