import { DataDashboardScreen } from '../data-dashboard/data-dashboard-screen';

export function DataDashboardPage() {
  return <DataDashboardScreen />;
}
