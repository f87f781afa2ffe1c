import { RoleScreen } from '../role/role-screen';

export function RoleManagementPage() {
  return <RoleScreen />;
}
