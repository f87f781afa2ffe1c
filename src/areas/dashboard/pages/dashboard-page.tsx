import { ScreenPlaceholder } from '@/components/layout/screen-placeholder';
import { dashboardStrings as s } from '../strings';

export function DashboardPage() {
  return <ScreenPlaceholder title={s.notBuilt} description={s.dashboard} />;
}
