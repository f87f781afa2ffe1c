import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

import { useAuthorities } from '@/lib/authority';

import { postToTabs } from '../tabs/tab-inbox';
import { areaTarget, type KeyCommand, keysFor } from './key-bindings';
import { createKeyHandler } from './key-handler';
import { keyListOpen, paletteOpen } from './open-state';

/** The console's keys (Ctrl+K, `?`, `g` then a letter, Alt+W), listened for on the whole document. */
export function useGlobalKeys(): void {
  const navigate = useNavigate();
  const held = useAuthorities();
  const latest = useRef({ held, navigate });
  useEffect(() => {
    latest.current = { held, navigate };
  });
  useEffect(() => {
    const run = (command: KeyCommand) => {
      if (command.kind === 'palette') paletteOpen.open();
      else if (command.kind === 'key-list') keyListOpen.open();
      else if (command.kind === 'tab') postToTabs({ kind: command.action });
      else {
        const to = areaTarget(command.area, latest.current.held);
        if (to !== null) void latest.current.navigate({ to });
      }
    };
    const onKeyDown = createKeyHandler({ bindings: () => keysFor(latest.current.held), run });
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
