import { ScreenPlaceholder } from '@/components/layout/screen-placeholder';
import { dataManagerStrings as s } from '../strings';

export function OriginalDataDatePage() {
  return <ScreenPlaceholder title={s.notBuilt} description={s.originalDataDate} />;
}
