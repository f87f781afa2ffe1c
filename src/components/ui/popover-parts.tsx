import { Popover as PopoverPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

// The popover's own code, loaded when a popover is first used (see popover.tsx).

export const PopoverRoot = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;

export function PopoverContent(props: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content {...props} />
    </PopoverPrimitive.Portal>
  );
}
