/**
 * The area's screens, each loaded on its first visit as a chunk of its own: route files load this
 * small module, then the screen they show.
 */
export const accountScreen = () => import('./account/account-screen');
export const announcementScreen = () => import('./announcement/announcement-screen');
export const customerTagsScreen = () => import('./customer-tags/customer-tags-screen');
export const operationLogScreen = () => import('./operation-log/operation-log-screen');
export const roleScreen = () => import('./role/role-screen');
