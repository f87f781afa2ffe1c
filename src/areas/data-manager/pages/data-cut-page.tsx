import { ScreenPlaceholder } from '@/components/layout/screen-placeholder';
import { dataManagerStrings as s } from '../strings';

export function DataCutPage() {
  return <ScreenPlaceholder title={s.notBuilt} description={s.dataCut} />;
}
