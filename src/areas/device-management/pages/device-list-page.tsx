import { ScreenPlaceholder } from '@/components/layout/screen-placeholder';
import { deviceManagementStrings as s } from '../strings';

export function DeviceListPage() {
  return <ScreenPlaceholder title={s.notBuilt} description={s.deviceList} />;
}
