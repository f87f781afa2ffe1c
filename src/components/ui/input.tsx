import type { ComponentProps } from 'react';
import { cn } from '@/lib/class-names';

export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type ?? 'text'}
      className={cn(
        'h-9 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400',
        'focus-visible:border-blue-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-blue-600/30',
        'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:opacity-70',
        'aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600/30',
        className,
      )}
      {...props}
    />
  );
}
