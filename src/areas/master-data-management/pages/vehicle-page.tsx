import { ScreenPlaceholder } from '@/components/layout/screen-placeholder';
import { masterDataManagementStrings as s } from '../strings';

export function VehiclePage() {
  return <ScreenPlaceholder title={s.notBuilt} description={s.vehicle} />;
}
