import type { Popover as PopoverPrimitive } from 'radix-ui';
import { type ComponentProps, createContext, useCallback, useContext, useState } from 'react';

import { DormantTrigger } from './dormant-trigger';
import { lazyPart, loadedPart, useLazyPart } from './lazy-part';

/** The popover's own code (popover-parts.tsx): it loads when a popover is first pointed at or used. */
export const popoverParts = lazyPart(() => import('./popover-parts'));

/** A popover before its code has loaded: its trigger asks to open it. */
const DormantPopover = createContext<(() => void) | null>(null);

const loaded = () => loadedPart(popoverParts, 'a popover part');

export interface PopoverProps extends ComponentProps<typeof PopoverPrimitive.Root> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Content beside a trigger, opened and closed by its owner (`open`). The trigger shows at once;
 * the popover's code loads on the first pointer over, focus or open, and an open before it has
 * arrived shows the content when it does (a failed load says so and closes it again).
 */
export function Popover({ children, ...props }: PopoverProps) {
  const { open, onOpenChange } = props;
  const [loadedFirst] = useState(() => popoverParts.current() !== undefined);
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const parts = useLazyPart(popoverParts, open, close);
  // Once shown it stays the loaded popover, so closing it keeps its trigger (and focus) in place.
  if (parts && (loadedFirst || used))
    return <parts.PopoverRoot {...props}>{children}</parts.PopoverRoot>;
  return (
    <DormantPopover.Provider value={() => onOpenChange(true)}>{children}</DormantPopover.Provider>
  );
}

export function PopoverTrigger({
  asChild,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Trigger>) {
  const open = useContext(DormantPopover);
  if (open) {
    return (
      <DormantTrigger
        asChild={asChild}
        popup="dialog"
        loads={popoverParts}
        open={open}
        {...props}
      />
    );
  }
  const { PopoverTrigger: Trigger } = loaded();
  return <Trigger asChild={asChild} {...props} />;
}

/** The content, in a portal; nothing while the popover's code has not loaded. */
export function PopoverContent(props: ComponentProps<typeof PopoverPrimitive.Content>) {
  const dormant = useContext(DormantPopover);
  if (dormant) return null;
  const { PopoverContent: Content } = loaded();
  return <Content {...props} />;
}
