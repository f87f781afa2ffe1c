import { CustomerTagsScreen } from '../customer-tags/customer-tags-screen';

export function CustomerTagsPage() {
  return <CustomerTagsScreen />;
}
