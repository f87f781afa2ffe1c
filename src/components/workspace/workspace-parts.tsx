/** The workspace's parts that load once the page is idle, in a chunk of their own. */
export { WorkspaceKeys } from './keys/workspace-keys';
export { WorkspaceTabs } from './tabs/workspace-tabs';
