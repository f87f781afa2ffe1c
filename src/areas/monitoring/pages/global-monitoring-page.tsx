import { GlobalMonitoringScreen } from '../global/global-monitoring-screen';

export function GlobalMonitoringPage() {
  return <GlobalMonitoringScreen />;
}
