import { CommandPalette } from '../palette/command-palette';
import { useRecordPlaces } from '../palette/use-record-places';
import { KeyList } from './key-list';
import { useGlobalKeys } from './use-global-keys';

/**
 * The console's keys and what they open: the command palette and the key list (each loaded on its
 * first use), and the recent places the palette offers.
 */
export function WorkspaceKeys() {
  useGlobalKeys();
  useRecordPlaces();
  return (
    <>
      <CommandPalette />
      <KeyList />
    </>
  );
}
