import { MarkerScreen } from '../marker/marker-screen';

export function MarkerPage() {
  return <MarkerScreen />;
}
