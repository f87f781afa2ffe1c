/** The area's screens: one lazily loaded chunk. */
export { SignalDictPage } from './pages/signal-dict-page';
export { SignalDictHandlePage } from './pages/signal-dict-handle-page';
export { TaskPage } from './pages/task-page';
export { GlobalTaskPage } from './pages/global-task-page';
export { DataDashboardPage } from './pages/data-dashboard-page';
export { MarkerPage } from './pages/marker-page';
