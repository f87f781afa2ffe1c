import { ScreenPlaceholder } from '@/components/layout/screen-placeholder';
import { masterDataManagementStrings as s } from '../strings';

export interface CarTeamInfoPageProps {
  mode: 'new' | 'edit';
  id: number;
}

export function CarTeamInfoPage({ mode, id }: CarTeamInfoPageProps) {
  const description = mode === 'edit' ? s.carTeamInfoEdit(id) : s.carTeamInfoNew(id);
  return <ScreenPlaceholder title={s.notBuilt} description={description} />;
}
