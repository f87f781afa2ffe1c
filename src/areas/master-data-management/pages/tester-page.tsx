import { ScreenPlaceholder } from '@/components/layout/screen-placeholder';
import { masterDataManagementStrings as s } from '../strings';

export function TesterPage() {
  return <ScreenPlaceholder title={s.notBuilt} description={s.tester} />;
}
