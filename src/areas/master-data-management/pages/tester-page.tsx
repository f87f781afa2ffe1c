import { TesterScreen } from '../tester/tester-screen';

export function TesterPage() {
  return <TesterScreen />;
}
