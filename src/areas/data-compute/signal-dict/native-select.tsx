import type { ComponentProps } from 'react';

import { cn } from '@/lib/class-names';

/** A native select styled like Input: keyboard, forms and focus work without a popup layer. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-9 w-full min-w-0 rounded-md border border-border bg-surface px-2 text-sm text-fg',
        'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-focus/30',
        'disabled:cursor-not-allowed disabled:bg-surface-hover disabled:opacity-70 aria-invalid:border-danger',
        className,
      )}
      {...props}
    />
  );
}
