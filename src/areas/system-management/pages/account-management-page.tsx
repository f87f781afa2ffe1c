import { AccountScreen } from '../account/account-screen';

export function AccountManagementPage() {
  return <AccountScreen />;
}
