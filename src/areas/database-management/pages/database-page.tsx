import { DatabaseScreen } from '../database/database-screen';

export function DatabasePage() {
  return <DatabaseScreen />;
}
