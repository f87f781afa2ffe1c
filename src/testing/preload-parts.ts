import { preloadFormDialogs } from '@/components/forms/lazy-form-dialog';
import { dialogParts } from '@/components/ui/dialog';
import { menuParts } from '@/components/ui/dropdown-menu';
import { popoverParts } from '@/components/ui/popover';
import { selectParts } from '@/components/ui/select';
import { loadWorkspaceParts } from '@/components/workspace/lazy-workspace';

let keep = false;

/** For the kit's own tests of the first load: this test file meets the parts not yet loaded. */
export const keepPartsLazy = (): void => {
  keep = true;
};

/**
 * Loads the controls' lazily loaded parts (dialogs, menus, list boxes, the screens' form dialogs, the workspace's tabs and dialogs) ahead of the tests, so a test
 * of a screen meets its controls as a returning user does: already loaded. The first load itself
 * is tested by the kit's own tests (src/components/ui/lazy-part.test.tsx).
 */
export const preloadParts = async (): Promise<void> => {
  if (keep) return;
  await Promise.all([
    dialogParts.load(),
    menuParts.load(),
    popoverParts.load(),
    selectParts.load(),
    preloadFormDialogs(),
    loadWorkspaceParts(),
  ]);
};
