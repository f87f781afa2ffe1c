/** The area's screens: one lazily loaded chunk. */
export { AccountManagementPage } from './pages/account-management-page';
export { RoleManagementPage } from './pages/role-management-page';
export { OperationLogPage } from './pages/operation-log-page';
export { CustomerTagsPage } from './pages/customer-tags-page';
export { AnnouncementsPage } from './pages/announcements-page';
