import { ScreenPlaceholder } from '@/components/layout/screen-placeholder';
import { dataComputeStrings as s } from '../strings';

export function DataDashboardPage() {
  return <ScreenPlaceholder title={s.notBuilt} description={s.dataDashboard} />;
}
