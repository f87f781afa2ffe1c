import { ScreenPlaceholder } from '@/components/layout/screen-placeholder';
import { systemManagementStrings as s } from '../strings';

export function OperationLogPage() {
  return <ScreenPlaceholder title={s.notBuilt} description={s.operationLog} />;
}
