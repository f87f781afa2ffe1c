import { ScreenPlaceholder } from '@/components/layout/screen-placeholder';
import { downloadStrings as s } from '../strings';

export function DownloadPage() {
  return <ScreenPlaceholder title={s.notBuilt} description={s.download} />;
}
