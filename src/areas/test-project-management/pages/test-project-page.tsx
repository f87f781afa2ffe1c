import { TestProjectScreen } from '../testproject/test-project-screen';

export function TestProjectPage() {
  return <TestProjectScreen />;
}
