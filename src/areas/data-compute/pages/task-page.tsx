import { ScreenPlaceholder } from '@/components/layout/screen-placeholder';
import { dataComputeStrings as s } from '../strings';

export function TaskPage() {
  return <ScreenPlaceholder title={s.notBuilt} description={s.task} />;
}
