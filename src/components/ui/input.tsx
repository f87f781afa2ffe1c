import type { ComponentProps } from 'react';

import { cn } from '@/lib/class-names';

export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type ?? 'text'}
      className={cn(
        'h-control w-full min-w-0 rounded-md border border-border bg-surface px-3 text-sm text-fg placeholder:text-fg-placeholder',
        'focus-visible:border-focus focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus/30',
        'disabled:cursor-not-allowed disabled:bg-surface-hover disabled:opacity-70',
        'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/30',
        className,
      )}
      {...props}
    />
  );
}
