import { CarTeamInfoScreen } from '../car-team-info/car-team-info-screen';

export interface CarTeamInfoPageProps {
  mode: 'new' | 'edit';
  id: number;
}

export function CarTeamInfoPage({ mode, id }: CarTeamInfoPageProps) {
  return <CarTeamInfoScreen mode={mode} id={id} />;
}
