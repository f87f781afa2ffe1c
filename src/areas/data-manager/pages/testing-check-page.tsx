import { TestingCheckScreen } from '../testing-check/testing-check-screen';

export function TestingCheckPage() {
  return <TestingCheckScreen />;
}
