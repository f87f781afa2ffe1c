import type { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { type ComponentProps, createContext, useContext, useState } from 'react';

import { DormantTrigger } from './dormant-trigger';
import type { DropdownMenuItemProps } from './dropdown-menu-parts';
import { lazyPart, loadedPart, useLazyPart } from './lazy-part';

export type { DropdownMenuItemProps } from './dropdown-menu-parts';

/** The menus' own code (dropdown-menu-parts.tsx): it loads when a menu is first pointed at or used. */
export const menuParts = lazyPart(() => import('./dropdown-menu-parts'));

/** A menu before its code has loaded: its trigger opens it once the code is there. */
const DormantMenu = createContext<(() => void) | null>(null);

const loaded = () => loadedPart(menuParts, 'a menu part');

/**
 * A menu behind a trigger. The trigger shows at once; the menu's code loads on the first pointer
 * over, focus or use, and a use before it has arrived opens the menu when it does (a failed load
 * says so and leaves it shut).
 */
export function DropdownMenu({ children, ...props }: ComponentProps<typeof MenuPrimitive.Root>) {
  const [wanted, setWanted] = useState(false);
  // Loaded elsewhere meanwhile, a control shown before stays as it is until used, so a pointer
  // already on its way does not meet a new element.
  const [loadedFirst] = useState(() => menuParts.current() !== undefined);
  const parts = useLazyPart(menuParts, wanted, () => setWanted(false));
  if (parts && (loadedFirst || wanted)) {
    return (
      <parts.DropdownMenuRoot defaultOpen={wanted || undefined} {...props}>
        {children}
      </parts.DropdownMenuRoot>
    );
  }
  return <DormantMenu.Provider value={() => setWanted(true)}>{children}</DormantMenu.Provider>;
}

const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

export function DropdownMenuTrigger({
  asChild,
  ...props
}: ComponentProps<typeof MenuPrimitive.Trigger>) {
  const open = useContext(DormantMenu);
  if (open) {
    return (
      <DormantTrigger
        asChild={asChild}
        popup="menu"
        loads={menuParts}
        open={open}
        keys={OPENING_KEYS}
        onPress
        {...props}
      />
    );
  }
  const { DropdownMenuTrigger: Trigger } = loaded();
  return <Trigger asChild={asChild} {...props} />;
}

/** Renders the loaded part, or nothing while the menu is closed and its code not there. */
function usePart() {
  return useContext(DormantMenu) ? undefined : loaded();
}

export function DropdownMenuContent(props: ComponentProps<typeof MenuPrimitive.Content>) {
  const parts = usePart();
  return parts ? <parts.DropdownMenuContent {...props} /> : null;
}

export function DropdownMenuGroup(props: ComponentProps<typeof MenuPrimitive.Group>) {
  const parts = usePart();
  return parts ? <parts.DropdownMenuGroup {...props} /> : null;
}

export function DropdownMenuItem(props: DropdownMenuItemProps) {
  const parts = usePart();
  return parts ? <parts.DropdownMenuItem {...props} /> : null;
}

export function DropdownMenuCheckboxItem(props: ComponentProps<typeof MenuPrimitive.CheckboxItem>) {
  const parts = usePart();
  return parts ? <parts.DropdownMenuCheckboxItem {...props} /> : null;
}

export function DropdownMenuLabel(props: ComponentProps<typeof MenuPrimitive.Label>) {
  const parts = usePart();
  return parts ? <parts.DropdownMenuLabel {...props} /> : null;
}

export function DropdownMenuSeparator(props: ComponentProps<typeof MenuPrimitive.Separator>) {
  const parts = usePart();
  return parts ? <parts.DropdownMenuSeparator {...props} /> : null;
}

export function DropdownMenuRadioGroup(props: ComponentProps<typeof MenuPrimitive.RadioGroup>) {
  const parts = usePart();
  return parts ? <parts.DropdownMenuRadioGroup {...props} /> : null;
}

export function DropdownMenuRadioItem(props: ComponentProps<typeof MenuPrimitive.RadioItem>) {
  const parts = usePart();
  return parts ? <parts.DropdownMenuRadioItem {...props} /> : null;
}
