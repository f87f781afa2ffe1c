import { ScreenPlaceholder } from '@/components/layout/screen-placeholder';
import { dataComputeStrings as s } from '../strings';

export interface SignalDictHandlePageProps {
  mode: 'add' | 'edit';
  id: number;
}

export function SignalDictHandlePage({ mode, id }: SignalDictHandlePageProps) {
  const description = mode === 'edit' ? s.signalDictHandleEdit(id) : s.signalDictHandleAdd(id);
  return <ScreenPlaceholder title={s.notBuilt} description={description} />;
}
