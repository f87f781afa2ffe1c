import { ScreenPlaceholder } from '@/components/layout/screen-placeholder';
import { databaseManagementStrings as s } from '../strings';

export function DatabasePage() {
  return <ScreenPlaceholder title={s.notBuilt} description={s.database} />;
}
