/** The area's screens: one lazily loaded chunk. */
export { AccountScreen } from './account/account-screen';
export { AnnouncementScreen } from './announcement/announcement-screen';
export { CustomerTagsScreen } from './customer-tags/customer-tags-screen';
export { OperationLogScreen } from './operation-log/operation-log-screen';
export { RoleScreen } from './role/role-screen';
