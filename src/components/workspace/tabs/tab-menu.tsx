import {
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuRoot,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu-parts';

import { tabsStrings } from './strings';

export interface TabMenuProps {
  title: string;
  /** Where the menu opens, in viewport pixels. */
  x: number;
  y: number;
  /** The landing tab: it cannot be closed. */
  pinned: boolean;
  hasRight: boolean;
  hasOthers: boolean;
  canReopen: boolean;
  onClose: () => void;
  onCloseOthers: () => void;
  onCloseRight: () => void;
  onReopen: () => void;
  /** The menu closed, by a choice or dismissed; focus goes back to the tab. */
  onDismiss: () => void;
}

/** The tab's context menu (its code loads on the first right click or menu key on a tab). */
export function TabMenu({
  title,
  x,
  y,
  pinned,
  hasRight,
  hasOthers,
  canReopen,
  onClose,
  onCloseOthers,
  onCloseRight,
  onReopen,
  onDismiss,
}: TabMenuProps) {
  return (
    <DropdownMenuRoot
      open
      modal={false}
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
    >
      <DropdownMenuTrigger asChild>
        <span
          aria-hidden="true"
          className="pointer-events-none fixed size-0"
          style={{ left: x, top: y }}
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        sideOffset={2}
        // Named by its tab, not by the hidden anchor it opens at.
        aria-labelledby={undefined}
        aria-label={tabsStrings.menuLabel(title)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onDismiss();
        }}
      >
        <DropdownMenuItem disabled={pinned} onSelect={onClose}>
          {tabsStrings.close}
        </DropdownMenuItem>
        <DropdownMenuItem disabled={!hasOthers} onSelect={onCloseOthers}>
          {tabsStrings.closeOthers}
        </DropdownMenuItem>
        <DropdownMenuItem disabled={!hasRight} onSelect={onCloseRight}>
          {tabsStrings.closeRight}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={!canReopen} onSelect={onReopen}>
          {tabsStrings.reopenClosed}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenuRoot>
  );
}
