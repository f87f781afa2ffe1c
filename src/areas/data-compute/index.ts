/** The area's screens: one lazily loaded chunk. */
export { DataDashboardScreen } from './data-dashboard/data-dashboard-screen';
export { MarkerScreen } from './marker/marker-screen';
export { SigDictHandleScreen } from './signal-dict/sig-dict-handle-screen';
export { SigDictListScreen } from './signal-dict/sig-dict-list-screen';
export { TaskFormScreen } from './task/task-form-screen';
export { TaskListScreen } from './task/task-list-screen';
