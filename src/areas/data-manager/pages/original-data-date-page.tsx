import { OriginalDataDateScreen } from '../original-data-date/original-data-date-screen';

export function OriginalDataDatePage() {
  return <OriginalDataDateScreen />;
}
