import { CarTeamScreen } from '../car-team/car-team-screen';

export function CarTeamPage() {
  return <CarTeamScreen />;
}
