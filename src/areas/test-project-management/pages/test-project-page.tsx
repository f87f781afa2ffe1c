import { ScreenPlaceholder } from '@/components/layout/screen-placeholder';
import { testProjectManagementStrings as s } from '../strings';

export function TestProjectPage() {
  return <ScreenPlaceholder title={s.notBuilt} description={s.testProject} />;
}
