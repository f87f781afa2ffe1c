import { ScreenPlaceholder } from '@/components/layout/screen-placeholder';
import { monitoringStrings as s } from '../strings';

export function GlobalMonitoringPage() {
  return <ScreenPlaceholder title={s.notBuilt} description={s.globalMonitoring} />;
}
