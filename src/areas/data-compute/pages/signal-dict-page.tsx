import { ScreenPlaceholder } from '@/components/layout/screen-placeholder';
import { dataComputeStrings as s } from '../strings';

export function SignalDictPage() {
  return <ScreenPlaceholder title={s.notBuilt} description={s.signalDict} />;
}
