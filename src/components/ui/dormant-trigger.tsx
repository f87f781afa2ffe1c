import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';

import { dormantTrigger, type DormantTriggerOptions, type LazyPart } from './lazy-part';

export interface DormantTriggerProps extends ComponentProps<'button'>, DormantTriggerOptions {
  asChild?: boolean;
  /** What the trigger opens, as the loaded trigger announces it. */
  popup: 'menu' | 'dialog';
  loads: LazyPart<unknown>;
  open: () => void;
}

/** A menu's or popover's trigger before the control's code has loaded (see `dormantTrigger`). */
export function DormantTrigger({
  asChild,
  popup,
  loads,
  open,
  keys,
  onPress,
  onClick,
  onKeyDown,
  onPointerDown,
  onPointerEnter,
  onFocus,
  ...props
}: DormantTriggerProps) {
  const Element = asChild ? Slot.Root : 'button';
  const own = { onClick, onKeyDown, onPointerDown, onPointerEnter, onFocus };
  return (
    <Element
      type={asChild ? undefined : 'button'}
      aria-haspopup={popup}
      aria-expanded="false"
      data-state="closed"
      {...props}
      {...dormantTrigger(loads, open, own, { keys, onPress })}
    />
  );
}
