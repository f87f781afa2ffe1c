import { useEffect } from 'react';

import { CommandPalette } from '../palette/command-palette';
import { useRecordPlaces } from '../palette/use-record-places';
import { KeyList } from './key-list';
import { keyListOpen, paletteOpen } from './open-state';

/**
 * What the console's keys open: the command palette and the key list (each loaded on its first
 * use), and the recent places the palette offers. The keys themselves (`useGlobalKeys`) are the
 * shell's, listened for from its first paint.
 */
export function WorkspaceKeys() {
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
