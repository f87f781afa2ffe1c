import { ScreenPlaceholder } from '@/components/layout/screen-placeholder';
import { firmwareLibraryStrings as s } from '../strings';

export function FirmwareLibraryListPage() {
  return <ScreenPlaceholder title={s.notBuilt} description={s.firmwareLibraryList} />;
}
