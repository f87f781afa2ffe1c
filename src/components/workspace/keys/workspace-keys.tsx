import { useEffect } from 'react';

import { CommandPalette } from '../palette/command-palette';
import { useRecordPlaces } from '../palette/use-record-places';
import { KeyList } from './key-list';
import { keyListOpen, paletteOpen } from './open-state';
import { useGlobalKeys } from './use-global-keys';

/**
 * The console's keys and what they open: the command palette and the key list (each loaded on its
 * first use), and the recent places the palette offers.
 */
export function WorkspaceKeys() {
  useGlobalKeys();
  useRecordPlaces();
  // Leaving the signed-in console (a logout) closes them: the next session starts without them.
  useEffect(
    () => () => {
      paletteOpen.close();
      keyListOpen.close();
    },
    [],
  );
  return (
    <>
      <CommandPalette />
      <KeyList />
    </>
  );
}
