import { ScreenPlaceholder } from '@/components/layout/screen-placeholder';
import { dataComputeStrings as s } from '../strings';

export interface GlobalTaskPageProps {
  mode: 'add' | 'edit';
  id: number;
}

export function GlobalTaskPage({ mode, id }: GlobalTaskPageProps) {
  const description = mode === 'edit' ? s.globalTaskEdit(id) : s.globalTaskAdd(id);
  return <ScreenPlaceholder title={s.notBuilt} description={description} />;
}
