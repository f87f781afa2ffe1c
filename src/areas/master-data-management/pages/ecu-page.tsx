import { ScreenPlaceholder } from '@/components/layout/screen-placeholder';
import { masterDataManagementStrings as s } from '../strings';

export function EcuPage() {
  return <ScreenPlaceholder title={s.notBuilt} description={s.ecu} />;
}
