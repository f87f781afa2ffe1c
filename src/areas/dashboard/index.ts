/** The area's screens: one lazily loaded chunk. */
export { DashboardPage } from './pages/dashboard-page';
