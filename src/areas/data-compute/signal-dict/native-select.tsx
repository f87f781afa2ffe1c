import type { ComponentProps } from 'react';

import { cn } from '@/lib/class-names';

/** A native select styled like Input: keyboard, forms and focus work without a popup layer. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-9 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900',
        'focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-blue-600/30',
        'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:opacity-70 aria-invalid:border-red-600',
        className,
      )}
      {...props}
    />
  );
}
