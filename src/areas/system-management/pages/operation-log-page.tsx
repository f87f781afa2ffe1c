import { OperationLogScreen } from '../operation-log/operation-log-screen';

export function OperationLogPage() {
  return <OperationLogScreen />;
}
