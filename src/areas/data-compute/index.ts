/** The area's screens: one lazily loaded chunk. */
export { SigDictListScreen } from './signal-dict/sig-dict-list-screen';
export { SigDictHandleScreen } from './signal-dict/sig-dict-handle-screen';
export { TaskListScreen } from './task/task-list-screen';
export { TaskFormScreen } from './task/task-form-screen';
export { DataDashboardScreen } from './data-dashboard/data-dashboard-screen';
export { MarkerScreen } from './marker/marker-screen';
