import { OriginalDataScreen } from '../original-data/original-data-screen';

export function OriginalDataPage() {
  return <OriginalDataScreen />;
}
