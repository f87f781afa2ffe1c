import { useEffect } from 'react';

import { LazyPartFailedInline } from '@/components/layout/lazy-area-failed';
import { lazyAreaPage } from '@/lib/lazy-area';
import { notify } from '@/lib/notify';
import { messages } from '@/strings/common';

import { keyListOpen, paletteOpen, useOpenState } from './keys/open-state';
import { TabBarFrame } from './tabs/tab-bar-frame';

const loadParts = () => import('./workspace-parts');

/**
 * The tab bar, loaded once the page is idle: its band is there from the first paint, so nothing
 * moves when the tabs arrive. Alt+W pressed before then waits for it.
 */
export const LazyWorkspaceTabs = lazyAreaPage(loadParts, (parts) => parts.WorkspaceTabs, {
  pending: () => <TabBarFrame />,
  failed: (retry) => (
    <TabBarFrame>
      <LazyPartFailedInline onRetry={retry} />
    </TabBarFrame>
  ),
});

/**
 * What the keys open (palette, key list) and the recent places, loaded with the tab bar. Ctrl+K or
 * `?` pressed before then opens its dialog once the code is there; if the code did not arrive, a
 * press says so and tries again.
 */
export const LazyWorkspaceKeys = lazyAreaPage(loadParts, (parts) => parts.WorkspaceKeys, {
  pending: () => null,
  failed: (retry) => <RetryWhenAsked onRetry={retry} />,
});

function RetryWhenAsked({ onRetry }: { onRetry: () => void }) {
  const palette = useOpenState(paletteOpen);
  const keyList = useOpenState(keyListOpen);
  const asked = palette || keyList;
  useEffect(() => {
    if (!asked) return;
    paletteOpen.close();
    keyListOpen.close();
    notify({ kind: 'error', message: messages.lazyLoadFailed });
    onRetry();
  }, [asked, onRetry]);
  return null;
}

/** Loads the parts ahead (tests meet them as a returning user does: already loaded). */
export const loadWorkspaceParts = (): Promise<void> =>
  Promise.all([LazyWorkspaceTabs.load(), LazyWorkspaceKeys.load()]).then(() => undefined);
