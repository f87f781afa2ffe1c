import { FirmwareListScreen } from '../list/firmware-list-screen';

export function FirmwareLibraryListPage() {
  return <FirmwareListScreen />;
}
