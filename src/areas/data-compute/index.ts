/**
 * The area's screens, each loaded on its first visit as a chunk of its own: route files load this
 * small module, then the screen they show.
 */
export const dataDashboardScreen = () => import('./data-dashboard/data-dashboard-screen');
export const markerScreen = () => import('./marker/marker-screen');
export const sigDictHandleScreen = () => import('./signal-dict/sig-dict-handle-screen');
export const sigDictListScreen = () => import('./signal-dict/sig-dict-list-screen');
export const taskFormScreen = () => import('./task/task-form-screen');
export const taskListScreen = () => import('./task/task-list-screen');
